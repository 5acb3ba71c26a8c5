import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the Lambda bundles import as `cls-hooked/context` (lambda-bundling.ts aliases it here): the part
 * of cls-hooked the X-Ray SDK calls, on Node's AsyncLocalStorage. cls-hooked follows every promise of
 * the process with async hooks (an init and a destroy hook each), which makes each promise about twelve
 * times as costly, from the SDK's import on; AsyncLocalStorage carries the context with the promise
 * instead (docs/performance.md, "X-Ray's context only where traces are taken").
 *
 * The SDK calls `getNamespace`, `createNamespace` and `destroyNamespace` (context_utils), and on the
 * namespace `get` and `set` (its segment), `run` (a nested context for a captured function, an AWS or
 * HTTP request's callback), `createContext` and `enter` (Lambda mode, once, at import) and `bind`
 * (`capturePromise`). Powertools' Tracer goes through the SDK's getSegment and setSegment.
 *
 * cls-hooked's `enter` is process-wide: in Lambda mode the SDK enters one context at its import, sets
 * the facade segment on it, and every invocation, which the Lambda runtime calls from its own async
 * chain, reads and sets the segment there. So the context entered here is the one every code path
 * outside a `run` or `bind` sees, as with cls-hooked; inside one, the nested context holds.
 */
type Context = Record<string, unknown>;

class Namespace {
  readonly #nested = new AsyncLocalStorage<Context>();
  /** The context entered outside any run or bind: what cls-hooked's global `active` is there. */
  #entered: Context | null = null;

  constructor(readonly name: string) {}

  get active(): Context | null {
    return this.#nested.getStore() ?? this.#entered;
  }

  get(key: string): unknown {
    return this.active?.[key];
  }

  set<T>(key: string, value: T): T {
    const context = this.active;
    if (!context) throw new Error('No context available. ns.run() or ns.bind() must be called first.');
    context[key] = value;
    return value;
  }

  /** A child of the active context: it reads what the parent holds until it sets its own. */
  createContext(): Context {
    return Object.create(this.active ?? Object.prototype) as Context;
  }

  enter(context: Context): void {
    // Entering within a run would make cls-hooked's context global from there on, which a store cannot
    // do; the SDK enters only at its import.
    if (this.#nested.getStore()) throw new Error(`cls-hooked's enter within run or bind is not supported (namespace ${this.name})`);
    this.#entered = context;
  }

  run(fn: (context: Context) => void): Context {
    const context = this.createContext();
    this.#nested.run(context, fn, context);
    return context;
  }

  bind<F extends (...args: never[]) => unknown>(fn: F, context: Context = this.active ?? this.createContext()): F {
    const nested = this.#nested;
    return function bound(this: unknown, ...args: Parameters<F>) {
      return nested.run(context, () => fn.apply(this, args));
    } as F;
  }
}

declare global {
  // cls-hooked keeps its namespaces on the process.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace NodeJS {
    interface Process {
      namespaces?: Record<string, Namespace | null>;
    }
  }
}

const namespaces = (process.namespaces ??= {});

export function getNamespace(name: string): Namespace | null | undefined {
  return namespaces[name];
}

export function createNamespace(name: string): Namespace {
  const namespace = new Namespace(name);
  namespaces[name] = namespace;
  return namespace;
}

export function destroyNamespace(name: string): void {
  namespaces[name] = null;
}
