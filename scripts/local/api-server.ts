import { createHash, randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, Handler } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { LRUCache } from 'lru-cache';
import { routeKey, undeclaredError, type Domain, type RouteSpec } from '../../shared/api/route-spec';
import { routes } from '../../shared/api/route-table';
import { securityHeaders } from '../../infra/security-headers';
import { apiCachingFor, cacheControlFor } from '../../infra/site-caching';
import { AppError, MESSAGES, internalError, payloadTooLarge, unauthorized } from '../../shared/errors';
import { MAX_BODY_BYTES } from '../../shared/schemas/input';
import { LAMBDA_ANSWER_LIMIT_BYTES } from '../../functions/lib/large-answers';
import { builtHomePage } from './home-page';
import { attachLiveServer, localLiveUrl } from './live-server';
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
  /**
   * A built SPA to serve beside the API (index.html for every unknown page). The server then plays
   * CloudFront: the security headers of infra/security-headers.ts on every answer, each file's
   * Cache-Control from infra/site-caching.ts, and gzip or brotli where CloudFront compresses.
   */
  staticDir?: string;
  /** The build's server bundle (web/dist-server): `/` is then home pre-rendered with current data (scripts/local/home-page.ts). */
  serverDir?: string;
  /** One line per request; silent when omitted. */
  log?: (line: string) => void;
  /**
   * Tests: an error answer whose code its route does not declare, or a bulk action's item code it does
   * not declare (shared/api/route-spec.ts, undeclaredError), is logged and turned into a 500, so that
   * the test that met it fails.
   */
  checkErrorCodes?: boolean;
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

/**
 * The request's body, or null once it is over `maxBytes`: reading stops there (the rest is never
 * buffered), whether the client announced the length or streams it chunked.
 */
function readRequestBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(null);
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      resolvePromise(null);
    };
    req.on('data', onData);
    req.on('error', reject);
    req.on('end', () => resolvePromise(Buffer.concat(chunks)));
  });
}

/** 413, then the connection is closed: the rest of the body is never read. */
function refuseLargeBody(res: ServerResponse) {
  sendJson(res, 413, payloadTooLarge(MAX_BODY_BYTES).toBody(), { connection: 'close' });
  res.on('finish', () => res.req.destroy());
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

/**
 * What is wrong with a handler's answer for its route's declared codes (an error answer's code, a
 * bulk action's item codes), or null.
 */
function brokenErrorDeclaration(route: RouteSpec, result: APIGatewayProxyStructuredResultV2 | string | object | undefined): string | null {
  if (result === undefined || typeof result === 'string' || !('statusCode' in result)) return null;
  const { statusCode = 200, body, headers = {} } = result as APIGatewayProxyStructuredResultV2;
  if (statusCode < 400 && !route.itemErrors) return null;
  let parsed: unknown = null;
  try {
    // A large answer leaves the function gzipped (functions/lib/large-answers.ts).
    const text = body && headers['content-encoding'] === 'gzip' ? gunzipSync(Buffer.from(body, 'base64')).toString() : body;
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: undeclaredError reports it as an answer without a code.
  }
  return undeclaredError(route, statusCode, parsed);
}

/** A handler's result as API Gateway sends it; `compress` where CloudFront would compress it (its cached paths). */
function sendResult(req: IncomingMessage, res: ServerResponse, result: APIGatewayProxyStructuredResultV2 | string | object | undefined, compress: boolean) {
  // API Gateway's payload 2.0: anything without a statusCode is a 200 JSON body.
  if (result === undefined || typeof result === 'string' || !('statusCode' in result)) {
    return sendJson(res, 200, result ?? null);
  }
  const structured = result as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const raw = structured.body === undefined ? '' : structured.body;
  // Past Lambda's limit the invocation fails and API Gateway answers 500: so does the local stack.
  const answerBytes = Buffer.byteLength(raw);
  if (answerBytes > LAMBDA_ANSWER_LIMIT_BYTES) {
    console.error(`${req.method} ${req.url}: the function's answer (${answerBytes} bytes) is over Lambda's ${LAMBDA_ANSWER_LIMIT_BYTES} bytes`);
    return sendJson(res, 500, { message: 'Internal Server Error' });
  }
  let body: Buffer = structured.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw);
  // The function gzipped it already (a large answer): CloudFront passes it on as it is.
  if (compress && !headers['content-encoding']) {
    const encoded = encodeBody(req, body, String(headers['content-type'] ?? ''));
    body = encoded.body;
    Object.assign(headers, encoded.headers);
  }
  res.writeHead(structured.statusCode ?? 200, headers).end(body);
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
  // The door's QR reader (zxing-wasm): compiled as it streams in only when served as this type.
  '.wasm': 'application/wasm',
};

/** What CloudFront compresses: text-like types, from 1,000 bytes to 10 MB. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;
const compressedCache = new LRUCache<string, Buffer>({ max: 500 });

/** The encoding CloudFront would pick for this request (brotli first), or none. */
function negotiateEncoding(req: IncomingMessage, contentType: string, size: number): 'br' | 'gzip' | undefined {
  if (!COMPRESSIBLE.test(contentType) || size < 1_000 || size > 10_000_000) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** The body as sent: compressed when the client accepts it (cached by `cacheKey`, e.g. a file's path and mtime). */
function encodeBody(req: IncomingMessage, body: Buffer, contentType: string, cacheKey?: string) {
  const encoding = negotiateEncoding(req, contentType, body.length);
  if (!encoding) return { body, headers: {} as Record<string, string> };
  const key = cacheKey && `${encoding}:${cacheKey}`;
  let encoded = key ? compressedCache.get(key) : undefined;
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 6 });
    if (key) compressedCache.set(key, encoded);
  }
  return { body: encoded, headers: { 'content-encoding': encoding, vary: 'Accept-Encoding' } };
}

/**
 * The built SPA: a file when it exists, else index.html (client-side routes), as CloudFront's SPA
 * routing does; each with the Cache-Control the deployment uploads it with, compressed as CloudFront
 * would, and with an ETag so a `no-cache` file is revalidated with a 304. Source maps are not served.
 * With `homePage`, `/` is home pre-rendered (CloudFront serves the home page function's home.html there).
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, staticDir: string, pathname: string, homePage?: () => Promise<string>) {
  if (homePage && pathname === '/') {
    const html = await homePage().catch((error: unknown) => {
      console.error('Home was not pre-rendered:', error);
      return undefined;
    });
    if (html !== undefined) return sendFile(req, res, Buffer.from(html), CONTENT_TYPES['.html'], `"${createHash('sha1').update(html).digest('base64url')}"`, cacheControlFor('/home.html'));
  }
  const root = resolve(staticDir);
  const candidate = normalize(join(root, safeDecode(pathname)));
  const inside = candidate === root || candidate.startsWith(root + sep);
  const exists = inside && !candidate.endsWith('.map') && existsSync(candidate) && statSync(candidate).isFile();
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!exists && lastSegment.includes('.')) {
    // A missing file (not a client route): CloudFront answers the bucket's 403/404, not index.html.
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).end('Not found');
    return;
  }
  const file = exists ? candidate : join(root, 'index.html');
  const stats = statSync(file);
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  await sendFile(req, res, await readFile(file), contentType, etag, cacheControlFor(`/${relative(root, file).split(sep).join('/')}`), `${file}:${etag}`);
}

/** One file of the site: a 304 when the browser's copy is current, else the body, compressed as CloudFront would. */
async function sendFile(req: IncomingMessage, res: ServerResponse, body: Buffer, contentType: string, etag: string, cacheControl: string, cacheKey?: string) {
  const headers = { 'content-type': contentType, 'cache-control': cacheControl, etag };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoded = encodeBody(req, body, contentType, cacheKey);
  res.writeHead(200, { ...headers, ...encoded.headers, 'content-length': String(encoded.body.length) });
  res.end(req.method === 'HEAD' ? undefined : encoded.body);
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
    liveUrl: localLiveUrl(`http://${LOCAL_HOST}:${options.port}`),
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    // As the Lambda handlers send it, so that the answers this server makes itself (401, 404, 413) carry it too.
    res.setHeader('x-content-type-options', 'nosniff');
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

    const raw = await readRequestBody(req, MAX_BODY_BYTES);
    if (!raw) return refuseLargeBody(res);
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
    if (options.checkErrorCodes) {
      const broken = brokenErrorDeclaration(match.route, result);
      if (broken) {
        const message = `${match.key} ${broken} (shared/api/routes/, "errors")`;
        console.error(`[api] UNDECLARED ERROR CODE: ${message}`);
        return sendJson(res, 500, new AppError(500, 'INTERNAL', message).toBody());
      }
    }
    sendResult(req, res, result, Boolean(options.staticDir) && apiCachingFor(url.pathname) !== 'none');
  }

  const serverUrl = `http://${LOCAL_HOST}:${options.port}`;
  // Home reads the API through this very server, as the deployed page function reads the deployed API.
  const homePage =
    options.staticDir && options.serverDir ? builtHomePage({ staticDir: options.staticDir, serverDir: options.serverDir, apiOrigin: serverUrl }) : undefined;
  // Serving the SPA, this server stands for CloudFront: its response headers policy on every answer.
  const siteHeaders = options.staticDir ? securityHeaders({ connect: [options.cognito.endpoint, config.liveUrl], https: false }) : {};

  const server: Server = createServer((req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://local');
    for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);
    res.on('finish', () => options.log?.(`${req.method} ${url.pathname}${url.search} ${res.statusCode} ${Math.round(performance.now() - started)} ms`));
    const work =
      url.pathname === '/config.json'
        ? Promise.resolve(sendJson(res, 200, config))
        : url.pathname === '/api' || url.pathname.startsWith('/api/')
          ? handleApi(req, res, url)
          : options.staticDir && (req.method === 'GET' || req.method === 'HEAD')
            ? serveStatic(req, res, options.staticDir, url.pathname, homePage)
            : Promise.resolve(sendJson(res, 404, new AppError(404, 'NOT_FOUND', MESSAGES.notFound).toBody()));
    work.catch((error: unknown) => {
      console.error(`${req.method} ${url.pathname} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, internalError().toBody());
      else res.end();
    });
  });

  const live = attachLiveServer(server, (token) => verifier.verify(token));

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOCAL_HOST, () => resolvePromise());
  });
  return {
    url: serverUrl,
    close: () =>
      new Promise<void>((resolvePromise) => {
        live.close();
        server.close(() => resolvePromise());
        server.closeAllConnections();
      }),
  };
}
