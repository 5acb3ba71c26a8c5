import { Aws, CfnOutput, Duration, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { ROLE_GROUPS } from '../../shared/members/roles';
import type { CinemaConfig } from '../config';
import { CinemaFunction } from '../constructs/cinema-function';
import { POST_CONFIRMATION_TABLE_ACTIONS } from '../domain-permissions';
import { cognitoDomainPrefix } from '../stage-name';

/** The Vite dev server, which signs in against a deployed pool too. */
const LOCAL_WEB_URL = 'http://localhost:5173';

/** Cognito waits 5 seconds for a trigger, then fails the sign-up. */
const COGNITO_TRIGGER_TIMEOUT = Duration.seconds(5);

export interface AuthStackProps extends StackProps {
  /** The post-confirmation trigger writes the new member's profile here. */
  table: dynamodb.ITable;
}

/**
 * The user pool: e-mail sign-in with a required `name`, self sign-up with e-mail verification,
 * the web app client, the password check's client, the hosted domain, Google when configured, the
 * role groups (`admin`, `staff`) and the triggers.
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The members function re-verifies an admin's password through it before a role change. */
  readonly passwordCheckClient: cognito.UserPoolClient;
  /** The hosted UI's domain; none on LocalStack (nothing there can reach it). */
  readonly userPoolDomain?: cognito.UserPoolDomain;
  /** The Cognito triggers, for the alarms. */
  readonly triggers: CinemaFunction[];
  /** Set when the hosted UI offers a federated sign-in (Google): the scopes the SPA asks for. */
  readonly federatedSignInScopes?: string[];

  constructor(scope: Construct, id: string, config: CinemaConfig, props: AuthStackProps) {
    super(scope, id, props);

    const postConfirmation = new CinemaFunction(this, 'PostConfirmation', {
      entry: 'functions/auth-triggers/post-confirmation.ts',
      label: 'post-confirmation',
      description: 'Cognito post-confirmation: creates the member profile',
      environment: { TABLE_NAME: props.table.tableName },
      timeout: COGNITO_TRIGGER_TIMEOUT,
      config,
    });
    props.table.grant(postConfirmation, ...POST_CONFIRMATION_TABLE_ACTIONS);

    const preSignUp = new CinemaFunction(this, 'PreSignUp', {
      entry: 'functions/auth-triggers/pre-sign-up.ts',
      label: 'pre-sign-up',
      description: 'Cognito pre-sign-up: links a Google sign-in to the existing account with the same e-mail',
      timeout: COGNITO_TRIGGER_TIMEOUT,
      config,
    });
    this.triggers = [postConfirmation, preSignUp];

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      // Ada@Example.com and ada@example.com are one member.
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed e-mail takes effect only once the code sent to it is confirmed; until then the
      // old, verified address stays the one that signs in and receives password resets.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: true, mutable: true },
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      deletionProtection: !config.temporary,
      removalPolicy: config.removalPolicy,
      lambdaTriggers: { postConfirmation, preSignUp },
    });

    // A separate policy (not the function's default one, which the function depends on) breaks the
    // cycle pool -> trigger function -> policy -> pool ARN.
    new iam.Policy(this, 'PreSignUpLinkPolicy', {
      roles: [preSignUp.role!],
      statements: [
        new iam.PolicyStatement({
          actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });

    const identityProviders = [cognito.UserPoolClientIdentityProvider.COGNITO];
    let google: cognito.UserPoolIdentityProviderGoogle | undefined;
    if (config.google) {
      google = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: config.google.clientId,
        clientSecretValue: SecretValue.secretsManager(config.google.secretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: cognito.ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          fullname: cognito.ProviderAttribute.GOOGLE_NAME,
        },
      });
      identityProviders.push(cognito.UserPoolClientIdentityProvider.GOOGLE);
    }

    const scopes = [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE, cognito.OAuthScope.COGNITO_ADMIN];
    if (google) this.federatedSignInScopes = scopes.map((scope) => scope.scopeName);
    const appUrls = [LOCAL_WEB_URL, config.webUrl].filter((url): url is string => Boolean(url)).map((url) => `${url}/`);
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // USER_PASSWORD_AUTH as well as SRP: the local Cognito emulator has no SRP and the SPA uses the same flow.
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes,
        callbackUrls: appUrls,
        logoutUrls: appUrls,
      },
      supportedIdentityProviders: identityProviders,
    });
    if (google) this.userPoolClient.node.addDependency(google);

    // Server-side only (AdminInitiateAuth needs IAM credentials, so no secret adds anything): the one
    // sign-in flow it allows is the password check; no hosted UI. Its tokens are dropped at once, so they
    // live as short as Cognito allows. (CDK always adds the refresh flow, which Cognito expects.)
    this.passwordCheckClient = this.userPool.addClient('PasswordCheckClient', {
      generateSecret: false,
      authFlows: { adminUserPassword: true },
      disableOAuth: true,
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.minutes(5),
      idTokenValidity: Duration.minutes(5),
      refreshTokenValidity: Duration.minutes(60),
    });

    if (config.target.kind === 'aws') {
      this.userPoolDomain = this.userPool.addDomain('HostedDomain', {
        cognitoDomain: { domainPrefix: config.authDomainPrefix ?? cognitoDomainPrefix(config.stage, Aws.ACCOUNT_ID) },
      });
      new CfnOutput(this, 'HostedDomain', { value: this.userPoolDomain.baseUrl() });
    }

    this.userPool.addGroup('AdminGroup', { groupName: ROLE_GROUPS.admin, description: 'Back-office administrators' });
    this.userPool.addGroup('StaffGroup', { groupName: ROLE_GROUPS.staff, description: 'Door staff (check-in)' });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
