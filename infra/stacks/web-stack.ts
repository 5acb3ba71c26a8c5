import { Annotations, CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as triggers from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, type CinemaConfig } from '../config';
import { EdgeFirewall } from '../constructs/edge-firewall';
import { FRAME_OPTIONS, HSTS, REFERRER_POLICY, contentSecurityPolicy } from '../security-headers';
import { API_CACHING, HASHED_ASSETS_PREFIX, HOME_PAGE_KEY, HOME_RENDER_EVERY_SECONDS, IMMUTABLE, REVALIDATE, SOURCE_MAP_GLOBS, type ApiCaching } from '../site-caching';

export { API_CACHING } from '../site-caching';

export const WEB_DIST = join(REPO_ROOT, 'web/dist');
export const WEB_SERVER_DIST = join(REPO_ROOT, 'web/dist-server');

/** EventBridge runs the home page function every minute at most often: it renders as many times a run as HOME_RENDER_EVERY_SECONDS asks. */
const HOME_RENDER_SCHEDULE = Duration.minutes(1);
const HOME_RENDERS_PER_RUN = HOME_RENDER_SCHEDULE.toSeconds() / HOME_RENDER_EVERY_SECONDS;

export interface WebStackProps extends StackProps {
  /** `https://<id>.execute-api.<region>.amazonaws.com` */
  apiEndpoint: string;
  /** Absent where the target has no Cognito (LocalStack's free plan): /config.json then names no pool. */
  auth?: {
    userPool: cognito.IUserPool;
    userPoolClient: cognito.IUserPoolClient;
    userPoolDomain?: cognito.UserPoolDomain;
    /** Given when the hosted UI offers Google: the SPA then shows "Continue with Google". */
    federatedSignInScopes?: string[];
  };
  /** The web ACL of the Edge stack (a stage outside us-east-1); absent, the Web stack makes its own. */
  webAclArn?: string;
  /** The live rounds' WebSocket URL (`wss://...`, docs/live.md), absent where there is no Cognito to sign its connections. */
  liveUrl?: string;
}

/**
 * SPA routing: a path without a file extension (`/movies/42`) is a client route, served index.html;
 * `/` is pre-rendered home when the home page function writes it. A viewer-request function on the
 * site's behaviour only, not custom error responses: those apply to the whole distribution and would
 * turn the API's 403/404 JSON into index.html.
 */
const spaRouting = (homePage: boolean) => `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (${homePage ? `request.uri === '/'` : 'false'}) request.uri = '/${HOME_PAGE_KEY}';
  else if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** How long CloudFront keeps a public catalogue answer (the origin's `no-store` is overridden). */
export const CATALOGUE_TTL = Duration.seconds(60);
/** How long it keeps the week's sessions, whose seats left follow a premiere's bookings. */
export const LISTING_TTL = Duration.seconds(5);

/**
 * The site: a private bucket behind CloudFront, with the API on the same origin under /api.
 * Uploaded in two parts with the Cache-Control of infra/site-caching.ts: hashed assets immutable
 * (and never pruned, so a page loaded before a deploy still finds its chunks), everything else
 * (index.html, sw.js, config.json...) revalidated on each use. Source maps are never uploaded.
 */
export class WebStack extends Stack {
  /** None where the target has no CloudFront (LocalStack's free plan). */
  readonly distribution?: cloudfront.Distribution;

  constructor(scope: Construct, id: string, config: CinemaConfig, props: WebStackProps) {
    super(scope, id, props);
    const webDist = config.webDist ?? WEB_DIST;
    const webServerDist = config.webServerDist ?? WEB_SERVER_DIST;

    const bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: config.temporary,
    });

    const auth = props.auth;
    const cognitoEndpoint = `https://cognito-idp.${this.region}.amazonaws.com`;
    // The hosted UI, where Amplify sends a Google sign-in and exchanges the code for tokens.
    const hostedUiDomain = auth?.userPoolDomain ? `${auth.userPoolDomain.domainName}.auth.${this.region}.amazoncognito.com` : undefined;

    const hasBuild = existsSync(join(webDist, 'index.html'));
    // Pre-rendered home needs CloudFront's routing of `/` and the build's server bundle.
    const prerenderHome = Boolean(config.target.cloudFront) && hasBuild && existsSync(join(webServerDist, 'home-page-function.mjs'));
    if (config.target.cloudFront && hasBuild && !prerenderHome) {
      Annotations.of(this).addWarningV2('cinema:web-server-dist-missing', 'web/dist-server has no build: `/` serves the plain index.html. Run `npm run build` first.');
    }

    if (config.target.cloudFront) {
      const webAclArn = props.webAclArn ?? (config.target.waf ? new EdgeFirewall(this, 'Firewall', config).webAclArn : undefined);
      this.distribution = this.createDistribution(config, bucket, props.apiEndpoint, { webAclArn, prerenderHome }, [
        cognitoEndpoint,
        ...(hostedUiDomain ? [`https://${hostedUiDomain}`] : []),
        ...(props.liveUrl ? [props.liveUrl] : []),
      ]);
    }

    // What the SPA reads at start (web/src/lib/config.ts), resolved at deploy time from the other stacks.
    const runtimeConfig = s3deploy.Source.jsonData('config.json', {
      region: this.region,
      ...(auth ? { userPoolId: auth.userPool.userPoolId, userPoolClientId: auth.userPoolClient.userPoolClientId } : {}),
      ...(auth?.federatedSignInScopes && hostedUiDomain ? { oauth: { domain: hostedUiDomain, scopes: auth.federatedSignInScopes } } : {}),
      ...(props.liveUrl ? { liveUrl: props.liveUrl } : {}),
    });
    if (!hasBuild) {
      Annotations.of(this).addWarningV2(
        'cinema:web-dist-missing',
        'web/dist has no build: only /config.json is deployed. Run `npm run build` first (npm run deploy does).',
      );
    }
    const assets =
      hasBuild && existsSync(join(webDist, HASHED_ASSETS_PREFIX))
        ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
            destinationBucket: bucket,
            destinationKeyPrefix: HASHED_ASSETS_PREFIX,
            sources: [s3deploy.Source.asset(join(webDist, HASHED_ASSETS_PREFIX), { exclude: SOURCE_MAP_GLOBS })],
            cacheControl: [s3deploy.CacheControl.fromString(IMMUTABLE)],
            // Older hashed files stay: a page opened before this deploy still loads its chunks.
            prune: false,
            memoryLimit: 512,
          })
        : undefined;
    const shell = new s3deploy.BucketDeployment(this, 'DeploySite', {
      destinationBucket: bucket,
      sources: hasBuild
        ? [s3deploy.Source.asset(webDist, { exclude: [`${HASHED_ASSETS_PREFIX}**`, ...SOURCE_MAP_GLOBS] }), runtimeConfig]
        : [runtimeConfig],
      // The hashed assets are the other deployment's, home.html the home page function's: neither
      // uploaded nor pruned by this one.
      exclude: [`${HASHED_ASSETS_PREFIX}*`, HOME_PAGE_KEY],
      cacheControl: [s3deploy.CacheControl.fromString(REVALIDATE)],
      // Without a build, keep whatever site an earlier deploy put there.
      prune: hasBuild,
      distribution: this.distribution,
      distributionPaths: this.distribution ? ['/*'] : undefined,
      memoryLimit: 512,
    });
    // index.html names the new chunks: they are uploaded first.
    if (assets) shell.node.addDependency(assets);
    if (prerenderHome) this.createHomePageFunction(config, bucket, props.apiEndpoint, webServerDist, shell);

    if (this.distribution) new CfnOutput(this, 'WebUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'SiteBucketName', { value: bucket.bucketName });
  }

  /**
   * Pre-rendered home (docs/first-visit.md): a function that renders home from the API's current reads
   * into the bucket's home.html, every minute (twice a run) and once after each deploy of the site.
   * It reads the deployed index.html (the page template, naming the deployed scripts) and writes
   * home.html: nothing else of the bucket.
   */
  private createHomePageFunction(config: CinemaConfig, bucket: s3.IBucket, apiEndpoint: string, webServerDist: string, shell: Construct) {
    const renderHome = new lambda.Function(this, 'HomePageFunction', {
      description: 'Renders home from the API into the site bucket (home.html, served at /)',
      code: lambda.Code.fromAsset(webServerDist),
      handler: 'home-page-function.handler',
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      // Two renders, 30 s apart, well within the minute before the next run.
      timeout: Duration.seconds(45),
      logGroup: new logs.LogGroup(this, 'HomePageFunctionLogs', { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: config.removalPolicy }),
      environment: {
        SITE_BUCKET: bucket.bucketName,
        // The API itself, not CloudFront's 60-second copy of the catalogue.
        API_ORIGIN: apiEndpoint,
        SHELL_KEY: 'index.html',
        HOME_PAGE_KEY,
        HOME_CACHE_CONTROL: REVALIDATE,
        RENDER_INTERVAL_MS: String(HOME_RENDER_EVERY_SECONDS * 1000),
      },
    });
    bucket.grantRead(renderHome, 'index.html');
    bucket.grantPut(renderHome, HOME_PAGE_KEY);
    new events.Rule(this, 'HomePageSchedule', {
      description: `Renders home every minute (${HOME_RENDERS_PER_RUN} times a run): its HTML lags the API by ${HOME_RENDER_EVERY_SECONDS} s at most`,
      schedule: events.Schedule.rate(HOME_RENDER_SCHEDULE),
      targets: [new eventTargets.LambdaFunction(renderHome, { event: events.RuleTargetInput.fromObject({ renders: HOME_RENDERS_PER_RUN }), retryAttempts: 0 })],
    });
    // After each deploy of the site (a new index.html), home is rendered at once (one render).
    new triggers.Trigger(this, 'HomePageAfterDeploy', { handler: renderHome, executeAfter: [shell], executeOnHandlerChange: true });
  }

  private createDistribution(
    config: CinemaConfig,
    bucket: s3.IBucket,
    apiEndpoint: string,
    { webAclArn, prerenderHome }: { webAclArn: string | undefined; prerenderHome: boolean },
    cognitoOrigins: string[],
  ) {
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Cinema ${config.stage}: security headers and CSP`.slice(0, 128),
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy({ connect: cognitoOrigins }), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTIONS as cloudfront.HeadersFrameOption, override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy, override: true },
      },
    });

    const routing = new cloudfront.Function(this, 'SpaRouting', {
      code: cloudfront.FunctionCode.fromInline(spaRouting(prerenderHome)),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    const apiOrigin = new origins.HttpOrigin(Fn.select(2, Fn.split('/', apiEndpoint)), {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
    });
    const uncachedApi: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };
    // Public and cached: nothing from the viewer reaches the origin but the path (and the query string
    // for the catalogue): no Authorization, no cookie, so one member's answer can never be cached for another.
    const cachedApi = (cachePolicy: cloudfront.ICachePolicy): cloudfront.BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy,
      compress: true,
      responseHeadersPolicy: securityHeaders,
    });
    const mediaCache = new cloudfront.CachePolicy(this, 'MediaCache', {
      comment: 'Cinema media: as long as the origin says (a year, immutable), keyed by path only',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const publicJsonCache = (id: string, comment: string, ttl: Duration) =>
      new cloudfront.CachePolicy(this, id, {
        comment: `${comment}: ${ttl.toSeconds()} s, keyed by path and query string, no viewer header`,
        // The API answers JSON with `no-store`; a minimum TTL above 0 makes CloudFront keep it anyway
        // (browsers still do not: they ask CloudFront each time).
        minTtl: ttl,
        defaultTtl: ttl,
        maxTtl: ttl,
        queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
        headerBehavior: cloudfront.CacheHeaderBehavior.none(),
        cookieBehavior: cloudfront.CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      });
    const behaviours: Record<ApiCaching, cloudfront.BehaviorOptions> = {
      media: cachedApi(mediaCache),
      catalogue: cachedApi(publicJsonCache('CatalogueCache', 'Cinema public catalogue', CATALOGUE_TTL)),
      listing: cachedApi(publicJsonCache('ListingCache', "Cinema week's sessions", LISTING_TTL)),
      none: uncachedApi,
    };

    return new cloudfront.Distribution(this, 'Distribution', {
      comment: `Cinema ${config.stage}`.slice(0, 128),
      webAclId: webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Honours the Cache-Control each file was uploaded with (gzip and brotli on).
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: routing, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      // Object keys keep their insertion order: CloudFront tries these in this order, /api/* last.
      additionalBehaviors: {
        ...Object.fromEntries(API_CACHING.map(([pattern, caching]) => [pattern, behaviours[caching]])),
        '/api/*': uncachedApi,
      },
    });
  }
}
