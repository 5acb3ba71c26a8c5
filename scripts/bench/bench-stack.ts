import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../local/stack';
import { closeHttp } from './http';

type BenchStackOptions = Pick<LocalStackOptions, 'emulateConflicts' | 'staticDir'> & {
  /** The table's name (default `cinema-bench`). */
  tableName?: string;
  /** Print the stack's addresses as it starts. */
  verbose?: boolean;
  /** Set the stack's environment (endpoints, pool, table) in this process, for the data code it imports afterwards. */
  exportEnv?: boolean;
};

export type BenchStack = LocalStack & {
  /** The stack's throw-away folder, removed by close(). */
  dataDir: string;
  /** Closes the benchmark's kept-alive sockets, stops the stack and removes its data. */
  close(): Promise<void>;
};

/**
 * A benchmark's own local stack: in memory, in a throw-away folder, DynamoDB Local tuned for
 * throughput (a benchmark measures the stack warm, not its start).
 */
export async function startBenchStack({ tableName = 'cinema-bench', verbose = false, exportEnv = false, ...options }: BenchStackOptions = {}): Promise<BenchStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cinema-bench-'));
  const stack = await startLocalStack({
    ...options,
    dataDir,
    persistent: false,
    tableName,
    throughput: true,
    log: verbose ? (line) => console.log(`  ${line}`) : () => undefined,
  });
  if (exportEnv) Object.assign(process.env, stack.env);
  return {
    ...stack,
    dataDir,
    async close() {
      closeHttp();
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
