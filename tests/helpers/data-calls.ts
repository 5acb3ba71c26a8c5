import { randomUUID } from 'node:crypto';
import { documentClient } from '../../functions/data/service';

/**
 * Watches the calls the test process's data layer sends to DynamoDB (functions called straight from a
 * test, not those of the local API): to count them, or to run something else between a function's reads
 * and its write. Each watch is a middleware on the shared client, removed by `stop()`.
 */

/** One call as sent: the SDK command's name (the DynamoDB client's: `TransactWriteItemsCommand`) and its input, before marshalling. */
export interface DataCall {
  command: string;
  input: Record<string, unknown>;
}

const expressionValues = (call: DataCall) => (call.input.ExpressionAttributeValues as Record<string, unknown> | undefined) ?? {};

/** A query's partition, as ElectroDB keys it (`$cinema#screenid_...`). */
export const queriedPartition = (call: DataCall) => String(expressionValues(call)[':pk'] ?? '');

/** Whether a query reads items of that ElectroDB entity (its sort keys start `$<entity>_`, lower case). */
export const queriesEntity = (call: DataCall, entity: string) =>
  call.command === 'QueryCommand' && Object.values(expressionValues(call)).some((value) => typeof value === 'string' && value.startsWith(`$${entity.toLowerCase()}_`));

type Keyed = { Key?: Record<string, unknown> };
type TransactItem = { Put?: { Item?: Record<string, unknown> }; Update?: Keyed; Delete?: Keyed; ConditionCheck?: Keyed };

/** A write transaction's items: a put's whole item, the key of any other write (none for another call). */
export const transactionItems = (call: DataCall): Record<string, unknown>[] =>
  call.command === 'TransactWriteItemsCommand'
    ? ((call.input.TransactItems as TransactItem[] | undefined) ?? []).map((item) => item.Put?.Item ?? (item.Update ?? item.Delete ?? item.ConditionCheck)?.Key ?? {})
    : [];

/**
 * A middleware on the shared client. At `initialize` (the default) it sees each call as its caller sent
 * it, once per try; at `finalizeRequest` the input is marshalled (`{ S: '...' }` values) and the test
 * process's conflict emulation (functions/data/transaction-conflicts.ts) holds the call's items.
 */
function watch(onCall: (call: DataCall, send: () => Promise<unknown>) => Promise<unknown>, step: 'initialize' | 'finalizeRequest' = 'initialize') {
  const name = `watch-${randomUUID()}`;
  const seen = (context: { commandName?: string }, input: unknown, send: () => Promise<unknown>) => onCall({ command: context.commandName ?? '', input: input as Record<string, unknown> }, send);
  // One middleware, added at either step: the stack's overloads take one step at a time.
  if (step === 'initialize') documentClient.middlewareStack.add((next, context) => async (args) => seen(context, args.input, () => next(args)) as ReturnType<typeof next>, { step, name });
  else documentClient.middlewareStack.add((next, context) => async (args) => seen(context, args.input, () => next(args)) as ReturnType<typeof next>, { step, name });
  return { stop: () => documentClient.middlewareStack.remove(name) };
}

/** Counts the calls that match, from now until `stop()`; `count` reads them, `reset()` starts again at 0. */
export function countCalls(matches: (call: DataCall) => boolean) {
  let count = 0;
  const watcher = watch((call, send) => {
    if (matches(call)) count += 1;
    return send();
  });
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    stop: watcher.stop,
  };
}

/** Counts the calls that match and were refused (answered with an error: a conflict the emulation made among them), from now until `stop()`. */
export function countRefusals(matches: (call: DataCall) => boolean) {
  let count = 0;
  const watcher = watch(async (call, send) => {
    if (!matches(call)) return send();
    try {
      return await send();
    } catch (error) {
      count += 1;
      throw error;
    }
  });
  return {
    get count() {
      return count;
    },
    stop: watcher.stop,
  };
}

/**
 * Holds the first write that matches in flight while `during` runs, as DynamoDB holds an item while it
 * applies a write: its items are taken by the conflict emulation, and DynamoDB Local gets it once `during`
 * has settled. `matches` sees the input marshalled (`{ S: '...' }` values). Stops itself after holding one.
 */
export function holdInFlight(matches: (call: DataCall) => boolean, during: () => Promise<unknown>) {
  let held = false;
  const watcher = watch(async (call, send) => {
    if (held || !matches(call)) return send();
    held = true;
    watcher.stop();
    await during();
    return send();
  }, 'finalizeRequest');
  return {
    /** Whether it held a write. */
    get held() {
      return held;
    },
  };
}

/**
 * Runs `action` once, when the first call that matches is sent: `before` it goes (the call then meets
 * what the action did) or `after` its answer came (the caller then goes on as if nothing happened).
 * The action's own calls are not matched. Stops itself after running.
 */
export function interleave(matches: (call: DataCall) => boolean, when: 'before' | 'after', action: () => Promise<unknown>) {
  let done = false;
  const watcher = watch(async (call, send) => {
    if (done || !matches(call)) return send();
    done = true;
    watcher.stop();
    if (when === 'before') await action();
    const answer = await send();
    if (when === 'after') await action();
    return answer;
  });
  return {
    /** Whether the action ran. */
    get ran() {
      return done;
    },
  };
}

/**
 * Makes the matching queries answer as an index that lags behind the table would: on AWS a global
 * secondary index follows the table's writes within about a second, DynamoDB Local's at once. `asIndexed`
 * turns the items a query found into those a lagging index would answer (the newest left out, one deleted
 * or changed still there as it was), for the first `queries` matching queries (all of them until `stop()`
 * when not given). Only the test process's client.
 */
export function lagIndex(
  matches: (call: DataCall) => boolean,
  asIndexed: (items: Record<string, unknown>[]) => Record<string, unknown>[],
  { queries = Infinity } = {},
) {
  let lagged = 0;
  const watcher = watch(async (call, send) => {
    if (lagged >= queries || !matches(call)) return send();
    lagged += 1;
    const answer = (await send()) as { output: { Items?: Record<string, unknown>[]; Count?: number } };
    const items = asIndexed(answer.output.Items ?? []);
    return { ...answer, output: { ...answer.output, Items: items, Count: items.length } };
  });
  return {
    /** How many answers it changed so far. */
    get lagged() {
      return lagged;
    },
    stop: watcher.stop,
  };
}
