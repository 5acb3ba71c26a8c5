import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, Handler } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { LRUCache } from 'lru-cache';
import { routeKey, type Domain, type RouteSpec } from '../../shared/api/route';
import { routes } from '../../shared/api/routes';
import { AppError, MESSAGES, unauthorized } from '../../shared/errors';
import { LOCAL_HOST } from './ports';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REGION = 'us-east-1';

export interface ApiServerOptions {
  port: number;
  cognito: {
    /** The emulator's issuer, `http://host:port/<poolId>`: trusted here and nowhere else. */
    issuer: string;
    userPoolId: string;
    clientId: string;
    /** Where the SPA sends its Cognito calls (published in /config.json). */
    endpoint: string;
  };
  /** A built SPA to serve beside the API (index.html for every unknown page). */
  staticDir?: string;
  /** One line per request; silent when omitted. */
  log?: (line: string) => void;
}

export interface ApiServer {
  url: string;
  close(): Promise<void>;
}

interface CompiledRoute {
  route: RouteSpec;
  key: string;
  pattern: RegExp;
  paramNames: string[];
  /** Literal segments before parameters: API Gateway prefers `/api/a/b` to `/api/a/{id}`. */
  specificity: string;
}

function compileRoutes(): CompiledRoute[] {
  return (Object.values(routes) as RouteSpec[])
    .map((route) => {
      const segments = route.path.split('/');
      const paramNames = segments.filter((s) => s.startsWith('{')).map((s) => s.slice(1, -1));
      const source = segments.map((s) => (s.startsWith('{') ? '([^/]+)' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/');
      return {
        route,
        key: routeKey(route),
        pattern: new RegExp(`^${source}$`),
        paramNames,
        specificity: segments.map((s) => (s.startsWith('{') ? '0' : '1')).join(''),
      };
    })
    .sort((a, b) => b.specificity.localeCompare(a.specificity));
}

/** A path segment decoded, or as sent when it is not valid percent-encoding (the handler's validation answers). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchRoute(compiled: CompiledRoute[], method: string, path: string) {
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const pathParameters = Object.fromEntries(candidate.paramNames.map((name, i) => [name, safeDecode(match[i + 1])]));
    return { ...candidate, pathParameters };
  }
  return null;
}

/** JWKS over plain http, and only from the local emulator's issuer. */
function localIssuerFetcher(issuer: string): Fetcher {
  return {
    fetch: async (uri: string) => {
      if (!uri.startsWith(`${issuer}/`)) throw new Error(`Refusing to fetch keys from ${uri}: not the local issuer`);
      const response = await fetch(uri);
      if (!response.ok) throw new Error(`JWKS fetch failed: HTTP ${response.status}`);
      return response.arrayBuffer();
    },
  };
}

type Claims = Record<string, string | number | boolean | string[]>;

/**
 * Verifies an ID token the way the API Gateway JWT authorizer does: signature, issuer, audience,
 * expiry. A token already verified is not verified again until it expires: its claims cannot change.
 */
function createVerifier(cognito: ApiServerOptions['cognito']) {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: cognito.issuer,
      audience: cognito.clientId,
      jwksUri: `${cognito.issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: localIssuerFetcher(cognito.issuer) }) },
  );
  const verified = new LRUCache<string, Claims>({ max: 10_000 });
  return {
    async verify(token: string): Promise<Claims> {
      const known = verified.get(token);
      if (known && Number(known.exp) * 1000 > Date.now()) return known;
      const claims = (await verifier.verify(token)) as unknown as Claims;
      verified.set(token, claims);
      return claims;
    },
  };
}

const TEXT_TYPES = /^(text\/|application\/(json|xml|x-www-form-urlencoded|[\w.+-]+\+json))/;

function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => resolvePromise(Buffer.concat(chunks)));
  });
}

function lowerCaseHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const key of new Set(search.keys())) result[key] = search.getAll(key).join(',');
  return Object.keys(result).length ? result : undefined;
}

/** A Lambda context as much as the handlers and Powertools read of it. */
function lambdaContext(domain: Domain, requestId: string): Context {
  const functionName = `cinema-local-${domain}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const handlers = new Map<Domain, Promise<Handler | null>>();

/** The domain's Lambda handler (`functions/<domain>/handler.ts`), imported once; null while it does not exist. */
function loadHandler(domain: Domain): Promise<Handler | null> {
  let loading = handlers.get(domain);
  if (!loading) {
    const file = join(ROOT, 'functions', domain, 'handler.ts');
    loading = existsSync(file) ? import(pathToFileURL(file).href).then((module: { handler: Handler }) => module.handler) : Promise.resolve(null);
    // A handler that failed to import (e.g. mid-edit) is tried again on the next request.
    loading.catch(() => handlers.delete(domain));
    handlers.set(domain, loading);
  }
  return loading;
}

/** Imports every domain's handler now, so the first requests do not pay for it; failures are reported, not fatal. */
export async function preloadHandlers(): Promise<void> {
  const domains = new Set((Object.values(routes) as RouteSpec[]).map((route) => route.domain));
  await Promise.all(
    [...domains].map((domain) => loadHandler(domain).catch((error: unknown) => console.error(`[api] could not load the ${domain} handler:`, error))),
  );
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers }).end(JSON.stringify(body));
}

function sendResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2 | string | object | undefined) {
  // API Gateway's payload 2.0: anything without a statusCode is a 200 JSON body.
  if (result === undefined || typeof result === 'string' || !('statusCode' in result)) {
    return sendJson(res, 200, result ?? null);
  }
  const structured = result as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = structured.body === undefined ? '' : structured.body;
  res.writeHead(structured.statusCode ?? 200, headers).end(structured.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The built SPA: a file when it exists, else index.html (client-side routes), as CloudFront's fallback does. */
async function serveStatic(res: ServerResponse, staticDir: string, pathname: string) {
  const root = resolve(staticDir);
  const candidate = normalize(join(root, safeDecode(pathname)));
  const inside = candidate === root || candidate.startsWith(root + sep);
  const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(root, 'index.html');
  const immutable = file.includes(`${sep}assets${sep}`);
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(await readFile(file));
}

/**
 * The local API Gateway: HTTP requests become HTTP API (payload 2.0) events for the same Lambda
 * handlers, found through the same route table; member and admin routes need an ID token that
 * verifies as the JWT authorizer would verify it. Also serves /config.json and, optionally, the SPA.
 */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const compiled = compileRoutes();
  const verifier = createVerifier(options.cognito);
  const config = {
    region: REGION,
    userPoolId: options.cognito.userPoolId,
    userPoolClientId: options.cognito.clientId,
    userPoolEndpoint: options.cognito.endpoint,
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const match = matchRoute(compiled, method, url.pathname);
    if (!match) return sendJson(res, 404, new AppError(404, 'NOT_FOUND', MESSAGES.notFound).toBody());

    let claims: Claims | undefined;
    if (match.route.auth !== 'public') {
      const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      try {
        if (!token) throw unauthorized();
        claims = await verifier.verify(token);
      } catch {
        return sendJson(res, 401, unauthorized().toBody());
      }
    }

    const handler = await loadHandler(match.route.domain);
    if (!handler) {
      return sendJson(res, 501, new AppError(501, 'NOT_IMPLEMENTED', `The ${match.route.domain} API is not available yet`).toBody());
    }

    const raw = await readRequestBody(req);
    const isText = TEXT_TYPES.test(req.headers['content-type'] ?? 'application/json');
    const requestId = randomUUID();
    const now = new Date();
    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey: match.key,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      cookies: req.headers.cookie?.split(/;\s*/),
      headers: lowerCaseHeaders(req),
      queryStringParameters: queryParameters(url.searchParams),
      pathParameters: match.paramNames.length ? match.pathParameters : undefined,
      body: raw.length ? raw.toString(isText ? 'utf8' : 'base64') : undefined,
      isBase64Encoded: raw.length > 0 && !isText,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: req.headers.host ?? LOCAL_HOST,
        domainPrefix: 'local',
        http: {
          method,
          path: url.pathname,
          protocol: `HTTP/${req.httpVersion}`,
          sourceIp: req.socket.remoteAddress ?? LOCAL_HOST,
          userAgent: req.headers['user-agent'] ?? '',
        },
        requestId,
        routeKey: match.key,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
        // What the JWT authorizer passes on; routes without it (public ones) get no authorizer at all.
        ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      },
    };
    const result = await handler(event, lambdaContext(match.route.domain, requestId), () => undefined);
    sendResult(res, result);
  }

  const server: Server = createServer((req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://local');
    res.on('finish', () => options.log?.(`${req.method} ${url.pathname}${url.search} ${res.statusCode} ${Math.round(performance.now() - started)} ms`));
    const work =
      url.pathname === '/config.json'
        ? Promise.resolve(sendJson(res, 200, config))
        : url.pathname === '/api' || url.pathname.startsWith('/api/')
          ? handleApi(req, res, url)
          : options.staticDir && (req.method === 'GET' || req.method === 'HEAD')
            ? serveStatic(res, options.staticDir, url.pathname)
            : Promise.resolve(sendJson(res, 404, new AppError(404, 'NOT_FOUND', MESSAGES.notFound).toBody()));
    work.catch((error: unknown) => {
      console.error(`${req.method} ${url.pathname} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.').toBody());
      else res.end();
    });
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOCAL_HOST, () => resolvePromise());
  });
  return {
    url: `http://${LOCAL_HOST}:${options.port}`,
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      }),
  };
}
