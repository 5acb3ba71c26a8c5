import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  type CreateUserPoolCommandInput,
  GroupExistsException,
  InitiateAuthCommand,
  ListGroupsCommand,
  ResourceNotFoundException,
  SignUpCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  type CreateUserPoolClientCommandInput,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_GROUPS } from '../../shared/members/roles';
import { LOCAL_HOST } from './ports';
import { readStackState, writeStackState } from './state';

/** The emulator sends this code for every confirmation (its `CODE` setting), so sign-up works offline. */
export const CONFIRMATION_CODE = '123456';

const POOL_NAME = 'cinema-local';
const TOKEN_VALIDITY_HOURS = 1;

type ClientSettings = Omit<CreateUserPoolClientCommandInput, 'UserPoolId'>;

/**
 * The web app's client, as the deployed one (infra/stacks/auth-stack.ts): public, the SPA's flows,
 * the hosted UI's authorization-code flow back to the app's pages (`callbackUrls`). The emulator has
 * no SRP: the SPA signs in with USER_PASSWORD_AUTH (allowed on the real client too).
 */
const webClient = (callbackUrls: string[]): ClientSettings => ({
  ClientName: 'cinema-web',
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  AccessTokenValidity: TOKEN_VALIDITY_HOURS,
  IdTokenValidity: TOKEN_VALIDITY_HOURS,
  TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours' },
  AllowedOAuthFlowsUserPoolClient: true,
  AllowedOAuthFlows: ['code'],
  AllowedOAuthScopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
  CallbackURLs: callbackUrls,
  LogoutURLs: callbackUrls,
  SupportedIdentityProviders: ['COGNITO'],
});

/**
 * The client a role change re-verifies the acting admin's password through (ADMIN_USER_PASSWORD_AUTH,
 * a server-side flow the web client does not allow), as the deployed one: no OAuth, short-lived tokens.
 */
const PASSWORD_CHECK_CLIENT: ClientSettings = {
  ClientName: 'cinema-password-check',
  ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  AccessTokenValidity: 5,
  IdTokenValidity: 5,
  RefreshTokenValidity: 60,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
};

/**
 * The pool's sign-in and e-mail settings, as the deployed pool has them (infra/): members sign in
 * with their e-mail, in any letter case; the e-mail is verified by a code, and a changed e-mail
 * takes effect only once the code sent to it is entered (until then the old one stays).
 */
export const POOL_SETTINGS = {
  UsernameAttributes: ['email'],
  UsernameConfiguration: { CaseSensitive: false },
  AutoVerifiedAttributes: ['email'],
  UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
} as const satisfies Partial<CreateUserPoolCommandInput>;
type PoolSetting = keyof typeof POOL_SETTINGS;

export interface CognitoIds {
  userPoolId: string;
  /** The web app's client. */
  userPoolClientId: string;
}

interface LocalPoolIds extends CognitoIds {
  /** The client of the admin password check (PASSWORD_CHECK_CLIENT). */
  passwordCheckClientId: string;
}

export interface CognitoLocal extends LocalPoolIds {
  /** Where SDKs and Amplify send their calls (the proxy in front of the emulator). */
  endpoint: string;
  /** The `iss` of the emulator's tokens: `http://host:port/<poolId>`. */
  issuer: string;
  stop(): Promise<void>;
}

export interface CognitoLocalOptions {
  /** The emulator's database (users, pools); kept across restarts when it is. */
  dataDir: string;
  /**
   * A JSON file that remembers the pool and client ids and the emulator's endpoint, so a restart
   * reuses them: the same port keeps the tokens' issuer, so signed-in members stay signed in.
   */
  stateFile?: string;
  /** This port or fail; by default the port remembered in stateFile while it is free, else a free one. */
  port?: number;
  /**
   * The web origins (`http://host:port`) whose pages may call the emulator (CORS): the app's. A
   * request with any other Origin is refused with 403; one with no Origin (an SDK, the API server) passes.
   */
  allowedOrigins?: readonly string[];
  /** Level of the emulator's own log (default silent); 'error' shows calls it does not support. */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug';
}

// cognito-local ships no programmatic API beyond its CLI: its modules are deep-required, as its
// own `createDefaultServer` (lib/server/defaults.js) wires them, with our directory, host and port.
const requireFromCognito = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
type Target = (ctx: { logger: unknown }, request: Record<string, unknown>) => Promise<Record<string, unknown>>;
type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type EmulatorContext = { logger: unknown };
/** The part of the emulator's pool service used here (lib/services/userPoolService.js). */
interface EmulatorUserPool {
  options: Record<string, unknown>;
  updateOptions(ctx: EmulatorContext, options: Record<string, unknown>): Promise<void>;
  getUserByUsername(ctx: EmulatorContext, username: string): Promise<(Record<string, unknown> & { RefreshTokens?: string[] }) | null>;
  saveUser(ctx: EmulatorContext, user: Record<string, unknown>): Promise<void>;
}
interface EmulatorCognito {
  getUserPool(ctx: EmulatorContext, userPoolId: string): Promise<EmulatorUserPool>;
  getUserPoolForClientId(ctx: EmulatorContext, clientId: string): Promise<EmulatorUserPool>;
  getAppClient(ctx: EmulatorContext, clientId: string): Promise<{ ExplicitAuthFlows?: string[] } | null>;
}

/** The part of the emulator's file store a write goes through (stormdb's local engine). */
interface EmulatorStoreEngine {
  write(data: unknown): Promise<unknown>;
}
interface EmulatorStoreFactory {
  create(ctx: EmulatorContext, id: string, defaults: object): Promise<{ db: { engine: EmulatorStoreEngine } }>;
}

/** How long a change waits for the others of its burst before the emulator's file is written. */
const STORE_WRITE_DELAY_MS = 200;

/**
 * cognito-local writes a pool's whole file (every user, with every refresh token) after each change:
 * a sign-up, a sign-in, a sign-out. Over a test run that file grows to megabytes, each write a fresh
 * JSON of it on this process's thread, and two writes at once can interleave into a corrupt file that
 * the next start cannot read. Here each store's writes are deferred and coalesced: one at a time, the
 * latest state, at most one per STORE_WRITE_DELAY_MS. The emulator answers from memory; the file only
 * matters to the next start, and `flush` (at stop) writes what is pending.
 */
function deferredWrites(factory: EmulatorStoreFactory): EmulatorStoreFactory & { flush(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  const defer = (engine: EmulatorStoreEngine) => {
    const write = engine.write.bind(engine);
    const save = (data: unknown) => write(data).catch((error: unknown) => console.error('The Cognito emulator could not save its data:', error));
    let latest: unknown;
    let scheduled = false;
    let writing: Promise<unknown> = Promise.resolve();
    engine.write = (data) => {
      latest = data;
      if (scheduled) return Promise.resolve();
      scheduled = true;
      const run: Promise<void> = (async () => {
        await sleep(STORE_WRITE_DELAY_MS);
        await writing;
        scheduled = false;
        writing = save(latest);
        await writing;
      })().finally(() => pending.delete(run));
      pending.add(run);
      return Promise.resolve();
    };
  };
  return {
    create: async (ctx, id, defaults) => {
      const store = await factory.create(ctx, id, defaults);
      defer(store.db.engine);
      return store;
    },
    flush: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

function loadEmulator() {
  const { Router } = requireFromCognito('./lib/server/Router');
  const { createServer: createEmulatorServer } = requireFromCognito('./lib/server/server');
  const { DefaultConfig } = requireFromCognito('./lib/server/config');
  const { CognitoError, InvalidParameterError, NotAuthorizedError, UserNotFoundError } = requireFromCognito('./lib/errors');
  const services = requireFromCognito('./lib/services');
  const { CognitoServiceFactoryImpl } = requireFromCognito('./lib/services/cognitoService');
  const { StormDBDataStoreFactory } = requireFromCognito('./lib/services/dataStore/stormDb');
  const { ConsoleMessageSender } = requireFromCognito('./lib/services/messageDelivery/consoleMessageSender');
  const { MessageDeliveryService } = requireFromCognito('./lib/services/messageDelivery/messageDelivery');
  const { otp } = requireFromCognito('./lib/services/otp');
  const { JwtTokenGenerator } = requireFromCognito('./lib/services/tokenGenerator');
  const { UserPoolServiceFactoryImpl } = requireFromCognito('./lib/services/userPoolService');

  const build = async (dataDir: string, issuerDomain: string, logger: unknown) => {
    const config = {
      ...DefaultConfig,
      UserPoolDefaults: { UsernameAttributes: ['email'] },
      TokenConfig: { IssuerDomain: issuerDomain },
    };
    const clock = new services.DateClock();
    const dataStoreFactory = deferredWrites(new StormDBDataStoreFactory(dataDir));
    const cognito = await new CognitoServiceFactoryImpl(dataDir, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory)).create(
      { logger },
      config.UserPoolDefaults,
    );
    // No Lambda triggers run locally (the profile is created on the first API call instead), so
    // the trigger service never uses its Lambda and KMS clients; stubs spare loading AWS SDK v2.
    const notLocal = () => {
      throw new Error('Cognito Lambda triggers are not configured locally');
    };
    const triggers = new services.TriggersService(clock, cognito, new services.LambdaService(config.TriggerFunctions, { invoke: notLocal }), { encrypt: notLocal });
    const emulatorServices = {
      clock,
      cognito,
      config,
      messages: new services.MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
      otp,
      tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
      triggers,
    };
    const router = Router(emulatorServices);
    const { application } = createEmulatorServer(router, logger, { ...(config.ServerConfig as object), development: false }, emulatorServices);
    return { router: router as (target: string) => Target, app: application as RequestListener, cognito: cognito as EmulatorCognito, flush: dataStoreFactory.flush };
  };
  return {
    build,
    CognitoError: CognitoError as new (code: string, message: string) => Error & { code: string },
    UserNotFoundError: UserNotFoundError as new () => Error,
    NotAuthorizedError: NotAuthorizedError as new (message: string) => Error,
    InvalidParameterError: InvalidParameterError as new (message: string) => Error,
  };
}

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch (error) {
        reject(error);
      }
    });
  });
}

interface EmulatorErrors {
  UserNotFound: new () => Error;
  InvalidParameter: new (message: string) => Error;
  NotAuthorized: new (message: string) => Error;
  /** Any Cognito error by its code (`__type`), for one the emulator has no class of. */
  Cognito: new (code: string, message: string) => Error;
}

/** An attribute's value in Cognito's `[{Name, Value}]` (a request's UserAttributes, a stored user's Attributes). */
const attributeValue = (attributes: unknown, name: string) =>
  (attributes as { Name: string; Value: string }[] | undefined)?.find((attribute) => attribute.Name === name)?.Value;

/**
 * The calls Amplify v6 makes that the emulator lacks, the sign-in calls, which the emulator
 * answers whatever flows the client allows, and an e-mail change, which it lets take another user's
 * address. Everything else is the emulator's own express app (behind originGate, which decides CORS
 * for both).
 */
function missingTargets(router: (target: string) => Target, cognito: EmulatorCognito, errors: EmulatorErrors): Record<string, Target> {
  // As Cognito does: a client signs in only with the flows it allows (ExplicitAuthFlows), so the
  // web client cannot check a password server-side and the password check's client cannot sign in.
  const ifFlowAllowed =
    (target: string): Target =>
    async (ctx, request) => {
      const client = await cognito.getAppClient(ctx as EmulatorContext, String(request.ClientId));
      if (client && !client.ExplicitAuthFlows?.includes(`ALLOW_${String(request.AuthFlow)}`)) {
        throw new errors.InvalidParameter('Auth flow not enabled for this client');
      }
      // As Cognito does (the emulator does not): a disabled user (a suspended member) cannot sign in.
      const username = (request.AuthParameters as Record<string, unknown> | undefined)?.USERNAME;
      if (client && typeof username === 'string') {
        const pool = await cognito.getUserPoolForClientId(ctx as EmulatorContext, String(request.ClientId));
        const user = await pool.getUserByUsername(ctx as EmulatorContext, username);
        if (user?.Enabled === false) throw new errors.NotAuthorized('User is disabled.');
      }
      return router(target)(ctx, request);
    };
  return {
    InitiateAuth: ifFlowAllowed('InitiateAuth'),
    AdminInitiateAuth: ifFlowAllowed('AdminInitiateAuth'),
    // Amplify refreshes tokens with this newer call; the emulator knows the older REFRESH_TOKEN_AUTH flow.
    GetTokensFromRefreshToken: async (ctx, request) => {
      const answer = await router('InitiateAuth')(ctx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      });
      const tokens = answer.AuthenticationResult as { AccessToken: string; IdToken: string };
      return {
        AuthenticationResult: {
          AccessToken: tokens.AccessToken,
          IdToken: tokens.IdToken,
          RefreshToken: request.RefreshToken,
          ExpiresIn: TOKEN_VALIDITY_HOURS * 3600,
          TokenType: 'Bearer',
        },
      };
    },
    // Local tokens are not revocable; signing out on the device is what matters here.
    GlobalSignOut: async () => ({}),
    // As Cognito does: every refresh token of the user is revoked, so no device gets new tokens
    // without signing in again (tokens already issued stay valid until they expire, as in AWS).
    AdminUserGlobalSignOut: async (ctx, request) => {
      const pool = await cognito.getUserPool(ctx, String(request.UserPoolId));
      const user = await pool.getUserByUsername(ctx, String(request.Username));
      if (!user) throw new errors.UserNotFound();
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      return {};
    },
    // The code never changes (CONFIRMATION_CODE), so there is nothing to send again.
    ResendConfirmationCode: async () => ({}),
    // As Cognito does (the emulator does not): in a pool that signs in by e-mail, a member cannot
    // change theirs to one another user signs in with (AliasExistsException), which would leave two
    // accounts on one address.
    UpdateUserAttributes: async (ctx, request) => {
      const email = attributeValue(request.UserAttributes, 'email');
      if (email) {
        const token = JSON.parse(Buffer.from(String(request.AccessToken).split('.')[1] ?? '', 'base64url').toString() || '{}') as { sub?: string; client_id?: string };
        const pool = await cognito.getUserPoolForClientId(ctx, String(token.client_id));
        const holder = await pool.getUserByUsername(ctx, email);
        if (holder && attributeValue(holder.Attributes, 'sub') !== token.sub) throw new errors.Cognito('AliasExistsException', 'An account with the given email already exists.');
      }
      return router('UpdateUserAttributes')(ctx, request);
    },
  };
}

/** Listens on LOCAL_HOST:port; resolves once listening, rejects (e.g. EADDRINUSE) otherwise. */
function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, LOCAL_HOST, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/** Listens on `preferred` when it is free, else on a port the OS picks; returns the port. */
async function listenPreferring(server: Server, preferred: number | undefined): Promise<number> {
  if (preferred) {
    try {
      await listen(server, preferred);
      return preferred;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  await listen(server, 0);
  return (server.address() as AddressInfo).port;
}

/** The port of the emulator endpoint a state file remembers, if any. */
function rememberedPort(stateFile: string | undefined): number | undefined {
  const endpoint = stateFile ? readStackState(stateFile).cognitoEndpoint : undefined;
  if (!endpoint) return undefined;
  try {
    return Number(new URL(endpoint).port) || undefined;
  } catch {
    return undefined;
  }
}

function sendForbiddenOrigin(res: ServerResponse, origin: string, allowed: ReadonlySet<string>) {
  const allowedList = allowed.size ? [...allowed].join(', ') : 'none configured';
  res.writeHead(403, { 'content-type': 'application/json', vary: 'Origin' }).end(
    JSON.stringify({
      __type: 'ForbiddenOrigin',
      message: `The local Cognito emulator answers only the app's own pages (${allowedList}); a request from ${origin} is refused.`,
    }),
  );
}

/**
 * CORS for the emulator: a page may call it only from one of the app's origins. A preflight from
 * one is answered here; a request from any other origin gets 403 and no Access-Control-Allow-Origin,
 * before the emulator sees it. Requests without an Origin (SDKs, the API server's key fetch) pass.
 * The emulator's own CORS middleware would allow every origin (`*`): whatever it sets for
 * Access-Control-Allow-Origin is ignored. Returns true when the request has been answered.
 */
function originGate(allowed: ReadonlySet<string>, req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && !allowed.has(origin)) {
    sendForbiddenOrigin(res, origin, allowed);
    return true;
  }
  res.setHeader('vary', 'Origin');
  if (origin !== undefined) res.setHeader('access-control-allow-origin', origin);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (name.toLowerCase() === 'access-control-allow-origin' ? res : setHeader(name, value));
  if (origin !== undefined && req.method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type, x-amz-target, x-amz-user-agent',
      'access-control-max-age': '600',
      'content-length': '0',
    });
    res.end();
    return true;
  }
  return false;
}

/** An SDK client for the local emulator (its credentials are never checked). */
export function localIdentityClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** The settings (of POOL_SETTINGS) a pool does not have yet. */
async function outdatedSettings(emulator: EmulatorCognito, ctx: EmulatorContext, userPoolId: string): Promise<PoolSetting[]> {
  const { options } = await emulator.getUserPool(ctx, userPoolId);
  return (Object.keys(POOL_SETTINGS) as PoolSetting[]).filter((key) => !isDeepStrictEqual(options[key], POOL_SETTINGS[key]));
}

/**
 * Brings a pool made by an earlier run up to POOL_SETTINGS (the emulator keeps each pool's options
 * as they were at its creation). UpdateUserPool sets what Cognito lets a pool change; cognito-local's
 * UpdateUserPool copies only the fields it knows, not UserAttributeUpdateSettings, and Cognito never
 * changes UsernameAttributes or UsernameConfiguration after creation: what is still off after the
 * call is written into the emulator's stored pool options.
 */
async function upgradePool(client: CognitoIdentityProviderClient, emulator: EmulatorCognito, ctx: EmulatorContext, userPoolId: string): Promise<void> {
  if (!(await outdatedSettings(emulator, ctx, userPoolId)).length) return;
  await client.send(
    new UpdateUserPoolCommand({
      UserPoolId: userPoolId,
      AutoVerifiedAttributes: [...POOL_SETTINGS.AutoVerifiedAttributes],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [...POOL_SETTINGS.UserAttributeUpdateSettings.AttributesRequireVerificationBeforeUpdate] },
    }),
  );
  const stillOutdated = await outdatedSettings(emulator, ctx, userPoolId);
  if (stillOutdated.length) {
    const pool = await emulator.getUserPool(ctx, userPoolId);
    await pool.updateOptions(ctx, { ...pool.options, ...Object.fromEntries(stillOutdated.map((key) => [key, structuredClone(POOL_SETTINGS[key])])) });
  }
  const left = await outdatedSettings(emulator, ctx, userPoolId);
  if (left.length) throw new Error(`Could not update the local user pool's ${left.join(', ')}`);
}

/** Whether the pool has this client. */
async function hasClient(client: CognitoIdentityProviderClient, userPoolId: string, clientId: string | undefined): Promise<boolean> {
  if (!clientId) return false;
  try {
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

async function createClient(client: CognitoIdentityProviderClient, userPoolId: string, settings: ClientSettings): Promise<string> {
  const { UserPoolClient } = await client.send(new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ...settings }));
  return UserPoolClient!.ClientId!;
}

/**
 * The role groups (`staff`, `admin`), as the Auth stack makes them; a pool of an earlier run gets the
 * ones it lacks. Only missing ones are created: the emulator's CreateGroup replaces an existing group,
 * members and all (Cognito's answers GroupExistsException).
 */
async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const descriptions = { staff: 'Door staff (check-in)', admin: 'Back-office administrators' };
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set(Groups.map((group) => group.GroupName));
  for (const [role, group] of Object.entries(ROLE_GROUPS)) {
    if (existing.has(group)) continue;
    try {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group, Description: descriptions[role as keyof typeof descriptions] }));
    } catch (error) {
      if (!(error instanceof GroupExistsException)) throw error;
    }
  }
}

/**
 * The user pool (POOL_SETTINGS, `name` attribute), the web app's and the password check's clients
 * and the role groups; reuses what exists, brought up to POOL_SETTINGS and the clients' settings
 * (the web client's callback URLs are this run's app origins).
 */
async function ensurePool(
  client: CognitoIdentityProviderClient,
  emulator: EmulatorCognito,
  ctx: EmulatorContext,
  known: Partial<LocalPoolIds>,
  appOrigins: readonly string[],
): Promise<LocalPoolIds> {
  const web = webClient(appOrigins.map((origin) => `${origin}/`));
  if (known.userPoolId && (await hasClient(client, known.userPoolId, known.userPoolClientId))) {
    const { userPoolId, userPoolClientId } = known as CognitoIds;
    await upgradePool(client, emulator, ctx, userPoolId);
    await client.send(new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId, ...web }));
    const passwordCheckClientId = (await hasClient(client, userPoolId, known.passwordCheckClientId))
      ? known.passwordCheckClientId!
      : await createClient(client, userPoolId, PASSWORD_CHECK_CLIENT);
    await ensureGroups(client, userPoolId);
    return { userPoolId, userPoolClientId, passwordCheckClientId };
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: POOL_NAME,
      ...structuredClone(POOL_SETTINGS),
      Schema: [{ Name: 'name', AttributeDataType: 'String', Mutable: true }],
    }),
  );
  const userPoolId = UserPool!.Id!;
  const userPoolClientId = await createClient(client, userPoolId, web);
  const passwordCheckClientId = await createClient(client, userPoolId, PASSWORD_CHECK_CLIENT);
  await ensureGroups(client, userPoolId);
  return { userPoolId, userPoolClientId, passwordCheckClientId };
}

function sendJsonError(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify({ __type: type, message }));
}

/**
 * Runs the Cognito emulator `cognito-local` in this process, behind a small front that answers
 * what Amplify v6 calls and the emulator lacks and lets browsers in only from the app's origins,
 * and sets up the pool, its two app clients and the role groups. Listens on LOCAL_HOST, on the port a
 * previous run used when it is free (so its tokens' issuer stays the same).
 */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocal> {
  process.env.CODE = CONFIRMATION_CODE;
  mkdirSync(options.dataDir, { recursive: true });
  const allowedOrigins: ReadonlySet<string> = new Set(options.allowedOrigins ?? []);

  // Listening first: the emulator is built with its issuer, which holds the port.
  let handle: RequestListener = (_req, res) => sendJsonError(res, 503, 'ServiceUnavailable', 'The Cognito emulator is starting');
  const server = createServer((req, res) => {
    if (!originGate(allowedOrigins, req, res)) handle(req, res);
  });
  let port = options.port;
  if (port) await listen(server, port);
  else port = await listenPreferring(server, rememberedPort(options.stateFile));
  const endpoint = `http://${LOCAL_HOST}:${port}`;
  const client = localIdentityClient(endpoint);

  try {
    const pino = requireFromCognito('pino');
    const logger =
      options.logLevel === 'silent' || !options.logLevel
        ? pino({ level: 'silent' })
        : pino({ level: options.logLevel }, requireFromCognito('pino-pretty')({ colorize: true, singleLine: true, ignore: 'pid,hostname' }));
    const emulator = loadEmulator();
    const { router, app, cognito, flush } = await emulator.build(options.dataDir, endpoint, logger);
    const extra = missingTargets(router, cognito, {
      UserNotFound: emulator.UserNotFoundError,
      InvalidParameter: emulator.InvalidParameterError,
      NotAuthorized: emulator.NotAuthorizedError,
      Cognito: emulator.CognitoError,
    });
    handle = (req, res) => {
      const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
      const answer = req.method === 'POST' ? extra[target] : undefined;
      if (!answer) return app(req, res);
      readBody(req)
        .then((body) => answer({ logger }, body))
        .then((result) => {
          res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(result));
        })
        .catch((error: Error & { code?: string }) => {
          const known = error instanceof emulator.CognitoError;
          sendJsonError(res, known ? 400 : 500, known ? error.code! : 'InternalErrorException', error.message);
        });
    };

    const ids = await ensurePool(client, cognito, { logger }, options.stateFile ? readStackState(options.stateFile) : {}, [...allowedOrigins]);
    if (options.stateFile) writeStackState(options.stateFile, { ...ids, cognitoEndpoint: endpoint });
    return {
      ...ids,
      endpoint,
      issuer: `${endpoint}/${ids.userPoolId}`,
      stop: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        // What the last requests changed, on disk for the next start.
        await flush();
      },
    };
  } catch (error) {
    server.close();
    server.closeAllConnections();
    throw error;
  } finally {
    client.destroy();
  }
}

export interface LocalUser {
  email: string;
  password: string;
  name: string;
  /** Put in that role's group (staff: door check-in only; admin: the back-office). */
  role?: 'staff' | 'admin';
}

export interface SessionTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs in with e-mail and password (USER_PASSWORD_AUTH, as the SPA does locally) → the tokens the SPA would keep. */
export async function signInTokens(client: CognitoIdentityProviderClient, userPoolClientId: string, email: string, password: string): Promise<SessionTokens> {
  const { AuthenticationResult: tokens } = await client.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  if (!tokens?.IdToken || !tokens.AccessToken || !tokens.RefreshToken) throw new Error(`Sign-in of ${email} returned no tokens`);
  return { idToken: tokens.IdToken, accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken };
}

/** Signs in with e-mail and password (USER_PASSWORD_AUTH, as the SPA does locally) → the ID token. */
export async function signIn(client: CognitoIdentityProviderClient, userPoolClientId: string, email: string, password: string): Promise<string> {
  return (await signInTokens(client, userPoolClientId, email, password)).idToken;
}

/**
 * A confirmed user (signed up as the SPA does, then confirmed by an admin), in the group of its role
 * when it has one; an existing user is reused. Returns the user's id (the `sub`).
 */
export async function ensureUser(client: CognitoIdentityProviderClient, ids: CognitoIds, user: LocalUser): Promise<string> {
  let userId: string | undefined;
  try {
    const existing = await client.send(new AdminGetUserCommand({ UserPoolId: ids.userPoolId, Username: user.email }));
    userId = existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
    const created = await client.send(
      new SignUpCommand({
        ClientId: ids.userPoolClientId,
        Username: user.email,
        Password: user.password,
        UserAttributes: [{ Name: 'name', Value: user.name }],
      }),
    );
    userId = created.UserSub;
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: ids.userPoolId, Username: user.email }));
  }
  if (!userId) throw new Error(`The emulator returned no id for ${user.email}`);
  if (user.role) {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: ids.userPoolId, Username: user.email, GroupName: ROLE_GROUPS[user.role] }));
  }
  return userId;
}
