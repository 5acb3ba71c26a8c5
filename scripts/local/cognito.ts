import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  GroupExistsException,
  InitiateAuthCommand,
  ResourceNotFoundException,
  SignUpCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/constants';
import { LOCAL_HOST, freePort } from './ports';
import { readStackState, writeStackState } from './state';

/** The emulator sends this code for every confirmation (its `CODE` setting), so sign-up works offline. */
export const CONFIRMATION_CODE = '123456';

const POOL_NAME = 'cinema-local';
const CLIENT_NAME = 'cinema-web';
const TOKEN_VALIDITY_HOURS = 1;

export interface CognitoIds {
  userPoolId: string;
  userPoolClientId: string;
}

export interface CognitoLocal extends CognitoIds {
  /** Where SDKs and Amplify send their calls (the proxy in front of the emulator). */
  endpoint: string;
  /** The `iss` of the emulator's tokens: `http://host:port/<poolId>`. */
  issuer: string;
  stop(): Promise<void>;
}

export interface CognitoLocalOptions {
  /** The emulator's database (users, pools); kept across restarts when it is. */
  dataDir: string;
  /** A JSON file that remembers the pool and client ids, so restarts reuse them. */
  stateFile?: string;
  port?: number;
  /** Level of the emulator's own log (default silent); 'error' shows calls it does not support. */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug';
}

// cognito-local ships no programmatic API beyond its CLI: its modules are deep-required, as its
// own `createDefaultServer` (lib/server/defaults.js) wires them, with our directory, host and port.
const requireFromCognito = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
type Target = (ctx: { logger: unknown }, request: Record<string, unknown>) => Promise<Record<string, unknown>>;
type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

function loadEmulator() {
  const { Router } = requireFromCognito('./lib/server/Router');
  const { createServer: createEmulatorServer } = requireFromCognito('./lib/server/server');
  const { DefaultConfig } = requireFromCognito('./lib/server/config');
  const { CognitoError } = requireFromCognito('./lib/errors');
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
    const dataStoreFactory = new StormDBDataStoreFactory(dataDir);
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
    return { router: router as (target: string) => Target, app: application as RequestListener };
  };
  return { build, CognitoError: CognitoError as new () => Error & { code: string } };
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

/**
 * The calls Amplify v6 makes that the emulator lacks. Everything else (and CORS for it) is the
 * emulator's own express app.
 */
function missingTargets(router: (target: string) => Target): Record<string, Target> {
  return {
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
    // The code never changes (CONFIRMATION_CODE), so there is nothing to send again.
    ResendConfirmationCode: async () => ({}),
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOCAL_HOST, () => resolve());
  });
}

/** An SDK client for the local emulator (its credentials are never checked). */
export function localIdentityClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** The user pool (e-mail sign-in, `name` attribute), app client and `admin` group; reuses what exists. */
async function ensurePool(client: CognitoIdentityProviderClient, known: Partial<CognitoIds>): Promise<CognitoIds> {
  if (known.userPoolId && known.userPoolClientId) {
    try {
      await client.send(new DescribeUserPoolClientCommand({ UserPoolId: known.userPoolId, ClientId: known.userPoolClientId }));
      return { userPoolId: known.userPoolId, userPoolClientId: known.userPoolClientId };
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Schema: [{ Name: 'name', AttributeDataType: 'String', Mutable: true }],
    }),
  );
  const userPoolId = UserPool!.Id!;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: CLIENT_NAME,
      // The emulator has no SRP: the SPA signs in with USER_PASSWORD_AUTH (allowed on the real client too).
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: TOKEN_VALIDITY_HOURS,
      IdTokenValidity: TOKEN_VALIDITY_HOURS,
      TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours' },
    }),
  );
  try {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP, Description: 'Back-office administrators' }));
  } catch (error) {
    if (!(error instanceof GroupExistsException)) throw error;
  }
  return { userPoolId, userPoolClientId: UserPoolClient!.ClientId! };
}

/**
 * Runs the Cognito emulator `cognito-local` in this process, behind a small front that answers
 * what Amplify v6 calls and the emulator lacks, and sets up the pool, app client and `admin` group.
 */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocal> {
  process.env.CODE = CONFIRMATION_CODE;
  mkdirSync(options.dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const endpoint = `http://${LOCAL_HOST}:${port}`;

  const pino = requireFromCognito('pino');
  const logger =
    options.logLevel === 'silent' || !options.logLevel
      ? pino({ level: 'silent' })
      : pino({ level: options.logLevel }, requireFromCognito('pino-pretty')({ colorize: true, singleLine: true, ignore: 'pid,hostname' }));
  const emulator = loadEmulator();
  const { router, app } = await emulator.build(options.dataDir, endpoint, logger);
  const extra = missingTargets(router);

  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
    const handle = req.method === 'POST' ? extra[target] : undefined;
    if (!handle) return app(req, res);
    res.setHeader('access-control-allow-origin', '*');
    readBody(req)
      .then((body) => handle({ logger }, body))
      .then((answer) => {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(answer));
      })
      .catch((error: Error & { code?: string }) => {
        const known = error instanceof emulator.CognitoError;
        res.writeHead(known ? 400 : 500, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ __type: known ? error.code : 'InternalErrorException', message: error.message }));
      });
  });
  await listen(server, port);

  const client = localIdentityClient(endpoint);
  try {
    const ids = await ensurePool(client, options.stateFile ? readStackState(options.stateFile) : {});
    if (options.stateFile) writeStackState(options.stateFile, ids);
    return {
      ...ids,
      endpoint,
      issuer: `${endpoint}/${ids.userPoolId}`,
      stop: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  } catch (error) {
    server.close();
    throw error;
  } finally {
    client.destroy();
  }
}

export interface LocalUser {
  email: string;
  password: string;
  name: string;
  admin?: boolean;
}

/** Signs in with e-mail and password (USER_PASSWORD_AUTH, as the SPA does locally) → the ID token. */
export async function signIn(client: CognitoIdentityProviderClient, userPoolClientId: string, email: string, password: string): Promise<string> {
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  if (!AuthenticationResult?.IdToken) throw new Error(`Sign-in of ${email} returned no ID token`);
  return AuthenticationResult.IdToken;
}

/**
 * A confirmed user (signed up as the SPA does, then confirmed by an admin), in the `admin` group
 * when asked; an existing user is reused. Returns the user's id (the `sub`).
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
  if (user.admin) {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: ids.userPoolId, Username: user.email, GroupName: ADMIN_GROUP }));
  }
  return userId;
}
