import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_THROTTLE, ROUTE_THROTTLES } from '../../infra/api-limits';
import { API_CACHING, CATALOGUE_TTL, LISTING_TTL } from '../../infra/stacks/web-stack';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from '../../infra/site-caching';
import { routeKey, type RouteSpec } from '../../shared/api/route-spec';
import { routes } from '../../shared/api/route-table';
import { FAKE_BUILD_FILES, resourcesOf, SYNTH_TIMEOUT, synthCinema, type Synth } from './synth';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const routeTable = Object.values(routes) as RouteSpec[];

let app: Synth;
beforeAll(() => {
  app = synthCinema();
}, SYNTH_TIMEOUT);

interface Behaviour {
  PathPattern: string;
  AllowedMethods: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId?: string;
  Compress: boolean;
}

const distributionConfig = () => resourcesOf(app.web, 'AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
const behaviours = () => distributionConfig().CacheBehaviors as Behaviour[];

/** CloudFront's path patterns: `*` is any run of characters (slashes included), `?` one character. */
const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);

/** The behaviour CloudFront picks for a path: the first whose pattern matches (the list is ordered). */
const behaviourFor = (path: string) => behaviours().find((b) => patternRegex(b.PathPattern).test(path));

/** A request path for a route: every `{param}` filled in. */
const samplePath = (route: Pick<RouteSpec, 'path'>) => route.path.replace(/\{[^}]+\}/g, '42');

const cachePolicy = (behaviour: Behaviour) => {
  const id = (behaviour.CachePolicyId as { Ref?: string }).Ref;
  return id ? app.web.findResources('AWS::CloudFront::CachePolicy')[id].Properties.CachePolicyConfig : undefined;
};
const isCached = (behaviour: Behaviour | undefined) => Boolean(behaviour && behaviour.CachePolicyId !== CACHING_DISABLED);

describe('CloudFront caching of the API', () => {
  it('caches exactly these public GET routes', () => {
    const cached = routeTable.filter((route) => isCached(behaviourFor(samplePath(route)))).map(routeKey).sort();
    expect(cached).toEqual(
      [
        'GET /api/featured',
        'GET /api/leaderboard/preview',
        'GET /api/media/{kind}/{file}',
        'GET /api/movies',
        'GET /api/movies/{id}',
        'GET /api/people/{id}',
        'GET /api/sessions',
        'GET /api/sessions/summary',
        'GET /api/trailers',
      ].sort(),
    );
  });

  it('never caches a path where any route is not a public GET', () => {
    for (const route of routeTable) {
      const behaviour = behaviourFor(samplePath(route));
      if (route.method !== 'GET' || route.auth !== 'public') {
        expect(isCached(behaviour), `${routeKey(route)} (${route.auth}) goes to ${behaviour?.PathPattern}`).toBe(false);
      }
    }
  });

  it("never caches a member's or an admin's paths, nor what lies below a movie (questions, reviews)", () => {
    const paths = [
      '/api/movies/42/questions',
      '/api/movies/42/question-count',
      '/api/movies/42/reviews',
      '/api/movies/42/reviews/mine',
      '/api/me',
      '/api/me/tickets',
      '/api/me/flash-cards',
      '/api/assets/42/questions',
      '/api/questions/42/answers',
      '/api/sessions/42/seats',
      '/api/sessions/42/assets',
      '/api/bookings',
      '/api/leaderboard',
      '/api/rewards',
      '/api/admin/members/42/points',
      '/api/people/42/credits',
    ];
    for (const path of paths) {
      const behaviour = behaviourFor(path)!;
      expect(behaviour, path).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
    }
  });

  it('sends every route of the table to an API behaviour (none falls to the site)', () => {
    for (const route of routeTable) expect(behaviourFor(samplePath(route)), routeKey(route)).toBeDefined();
    expect(behaviours().at(-1)?.PathPattern).toBe('/api/*');
    expect(behaviours().map((b) => b.PathPattern)).toEqual([...API_CACHING.map(([pattern]) => pattern), '/api/*']);
  });

  it('forwards nothing from the viewer on cached paths: no Authorization, no cookie; GET and HEAD only', () => {
    const cached = behaviours().filter(isCached);
    expect(cached.length).toBe(API_CACHING.filter(([, caching]) => caching !== 'none').length);
    for (const behaviour of cached) {
      expect(behaviour.AllowedMethods, behaviour.PathPattern).toEqual(['GET', 'HEAD']);
      expect(behaviour.OriginRequestPolicyId, behaviour.PathPattern).toBeUndefined();
      expect(behaviour.Compress).toBe(true);
      const params = cachePolicy(behaviour).ParametersInCacheKeyAndForwardedToOrigin;
      expect(params.HeadersConfig).toEqual({ HeaderBehavior: 'none' });
      expect(params.CookiesConfig).toEqual({ CookieBehavior: 'none' });
      expect(params).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    }
  });

  it('keeps media as long as the origin says (a year), keyed by path', () => {
    const policy = cachePolicy(behaviourFor('/api/media/poster/42.svg')!);
    expect(policy).toMatchObject({ MinTTL: 0, MaxTTL: 31_536_000 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
  });

  it('keeps the public catalogue 60 seconds, keyed by path and query string', () => {
    const policy = cachePolicy(behaviourFor('/api/movies')!);
    expect(CATALOGUE_TTL.toSeconds()).toBe(60);
    expect(policy).toMatchObject({ MinTTL: 60, DefaultTTL: 60, MaxTTL: 60 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
  });

  it("keeps the week's sessions and their summary 5 seconds, so seats left follow a premiere's bookings within seconds", () => {
    expect(LISTING_TTL.toSeconds()).toBe(5);
    for (const path of ['/api/sessions', '/api/sessions/summary']) {
      const policy = cachePolicy(behaviourFor(path)!);
      expect(policy, path).toMatchObject({ MinTTL: 5, DefaultTTL: 5, MaxTTL: 5 });
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig, path).toEqual({ QueryStringBehavior: 'all' });
    }
  });

  it('media answers tell browsers and CloudFront to keep them a year, immutable', async () => {
    const { handler } = await import('../../functions/movies/handler');
    const { renderMedia } = await import('../../functions/adapters/movies');
    const id = Array.from({ length: 10_000 }, (_, i) => i + 1).find((candidate) => renderMedia('poster', candidate));
    const path = `/api/media/poster/${id}.svg`;
    const response = (await handler(
      {
        version: '2.0',
        routeKey: 'GET /api/media/{kind}/{file}',
        rawPath: path,
        headers: {},
        pathParameters: { kind: 'poster', file: `${id}.svg` },
        requestContext: { requestId: 'r', http: { method: 'GET', path } },
      } as never,
      { awsRequestId: 'l', functionName: 'movies' } as never,
    )) as { statusCode: number; headers: Record<string, string> };
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' });
  });
});

describe('API throttles', () => {
  it('throttle every route by default and the expensive ones more', () => {
    const [[, stage]] = resourcesOf(app.api, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit });
    const inTable = new Set(routeTable.map(routeKey));
    const expected = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES)
        .filter(([key]) => inTable.has(key))
        .map(([key, limit]) => [key, { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit }]),
    );
    expect(stage.Properties.RouteSettings).toEqual(expected);
    // Today's table: every throttled route (the admin's question generation included).
    expect(Object.keys(expected).sort()).toEqual([
      'GET /api/leaderboard',
      'GET /api/movies/{id}/question-count',
      'GET /api/movies/{id}/questions',
      'POST /api/admin/assets/{id}/questions/generate',
      'POST /api/bookings',
      'POST /api/rewards/{id}/redemptions',
    ]);
    for (const [, limit] of Object.entries(ROUTE_THROTTLES)) expect(limit.rateLimit).toBeLessThan(API_THROTTLE.rateLimit);
  });

  it('create the throttled routes before the stage that names them', () => {
    const [[, stage]] = resourcesOf(app.api, 'AWS::ApiGatewayV2::Stage') as unknown as [string, { DependsOn: string[] }][];
    const routeIds = resourcesOf(app.api, 'AWS::ApiGatewayV2::Route')
      .filter(([, route]) => route.Properties.RouteKey in ROUTE_THROTTLES)
      .map(([id]) => id);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });
});

/** The files a bucket deployment's staged asset holds. */
function stagedFiles(synth: Synth, deploymentId: string): string[][] {
  const [, deployment] = resourcesOf(synth.web, 'Custom::CDKBucketDeployment').find(([id]) => id.startsWith(deploymentId))!;
  return (deployment.Properties.SourceObjectKeys as string[]).map((key) => {
    const dir = join(synth.outdir, `asset.${key.replace(/\.zip$/, '')}`);
    const walk = (path: string): string[] =>
      statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : [relative(dir, path)];
    return existsSync(dir) ? walk(dir) : [];
  });
}

describe('the site upload', () => {
  it('uploads the hashed assets immutable, under assets/, never pruning older ones', () => {
    const [[, assets]] = resourcesOf(app.web, 'Custom::CDKBucketDeployment').filter(([id]) => id.startsWith('DeployAssets'));
    expect(assets.Properties).toMatchObject({ DestinationBucketKeyPrefix: 'assets/', Prune: false, SystemMetadata: { 'cache-control': IMMUTABLE } });
    expect(stagedFiles(app, 'DeployAssets')).toEqual([['index-B6mDAZpp.js', 'index-Cq1x2y3z.css']]);
  });

  it('uploads index.html, the service worker and config.json to be revalidated, and leaves the assets and pre-rendered home alone', () => {
    const [[, site]] = resourcesOf(app.web, 'Custom::CDKBucketDeployment').filter(([id]) => id.startsWith('DeploySite'));
    expect(site.Properties).toMatchObject({ Prune: true, Exclude: ['assets/*', 'home.html'], SystemMetadata: { 'cache-control': REVALIDATE }, DistributionPaths: ['/*'] });
    const [files, config] = stagedFiles(app, 'DeploySite');
    expect(files.sort()).toEqual(['index.html', 'logo.svg', 'sw.js']);
    expect(config).toEqual(['config.json']);
    // index.html names the new chunks: they are uploaded first.
    const [[assetsId]] = resourcesOf(app.web, 'Custom::CDKBucketDeployment').filter(([id]) => id.startsWith('DeployAssets'));
    expect((site as unknown as { DependsOn: string[] }).DependsOn).toContain(assetsId);
  });

  it('ships no source map', () => {
    expect(Object.keys(FAKE_BUILD_FILES).filter((file) => file.endsWith('.map')).length).toBeGreaterThan(0);
    const uploaded = [...stagedFiles(app, 'DeployAssets'), ...stagedFiles(app, 'DeploySite')].flat();
    expect(uploaded.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('gives each path of the site the same Cache-Control locally (shared definition)', () => {
    expect(cacheControlFor('/assets/index-B6mDAZpp.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('/sw.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/config.json')).toBe(REVALIDATE);
  });
});
