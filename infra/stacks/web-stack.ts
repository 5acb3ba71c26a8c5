import { Annotations, CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, type CinemaConfig } from '../config';

export const WEB_DIST = join(REPO_ROOT, 'web/dist');

export interface WebStackProps extends StackProps {
  /** `https://<id>.execute-api.<region>.amazonaws.com` */
  apiEndpoint: string;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  userPoolDomain: cognito.UserPoolDomain;
  /** Given when the hosted UI offers Google: the SPA then shows "Continue with Google". */
  federatedSignInScopes?: string[];
}

/**
 * SPA routing: a path without a file extension (`/movies/42`) is a client route, served index.html.
 * A viewer-request function on the site's behaviour only, not custom error responses: those apply to
 * the whole distribution and would turn the API's 403/404 JSON into index.html.
 */
const SPA_ROUTING = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The site: a private bucket behind CloudFront, with the API on the same origin under /api. */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, config: CinemaConfig, props: WebStackProps) {
    super(scope, id, props);

    const bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: config.isDevStage,
    });

    const cognitoEndpoint = `https://cognito-idp.${this.region}.amazonaws.com`;
    // The hosted UI, where Amplify sends a Google sign-in and exchanges the code for tokens.
    const hostedUiDomain = `${props.userPoolDomain.domainName}.auth.${this.region}.amazoncognito.com`;
    const contentSecurityPolicy = [
      "default-src 'self'",
      "script-src 'self' https://www.youtube.com",
      // Radix (react-remove-scroll) injects <style> elements.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https://image.tmdb.org",
      `connect-src 'self' ${cognitoEndpoint} https://${hostedUiDomain}`,
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Cinema ${config.stage}: security headers and CSP`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      code: cloudfront.FunctionCode.fromInline(SPA_ROUTING),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    const apiDomain = Fn.select(2, Fn.split('/', props.apiEndpoint));
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Cinema ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(apiDomain, { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    // What the SPA reads at start (web/src/lib/config.ts), resolved at deploy time from the other stacks.
    const runtimeConfig = s3deploy.Source.jsonData('config.json', {
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      ...(props.federatedSignInScopes
        ? { oauth: { domain: hostedUiDomain, scopes: props.federatedSignInScopes } }
        : {}),
    });
    const hasBuild = existsSync(join(WEB_DIST, 'index.html'));
    if (!hasBuild) {
      Annotations.of(this).addWarningV2(
        'cinema:web-dist-missing',
        'web/dist has no build: only /config.json is deployed. Run `npm run build` first (npm run deploy does).',
      );
    }
    new s3deploy.BucketDeployment(this, 'DeploySite', {
      destinationBucket: bucket,
      sources: hasBuild ? [s3deploy.Source.asset(WEB_DIST), runtimeConfig] : [runtimeConfig],
      // Without a build, keep whatever site an earlier deploy put there.
      prune: hasBuild,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });

    new CfnOutput(this, 'WebUrl', { value: `https://${this.distribution.distributionDomainName}` });
  }
}
