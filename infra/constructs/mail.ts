import { Duration, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { CinemaConfig } from '../config';
import { MAIL_WORKER_TABLE_ACTIONS, REMINDER_JOB_TABLE_ACTIONS } from '../domain-permissions';
import { CinemaFunction } from './cinema-function';

export interface MailProps {
  config: CinemaConfig;
  mail: NonNullable<CinemaConfig['mail']>;
  table: dynamodb.ITable;
  /** Functions that read unsubscribe links (the members function's one-click unsubscribe). */
  linkReaders: CinemaFunction[];
}

/**
 * Mail deployed (docs/mail.md, "Deployed"): the stage's SES v2 identity (the sender's domain) and
 * configuration set, whose bounce and complaint events go to an SNS topic and a function that suppresses
 * the address; the outbox worker and the reminder job, each run every minute by an EventBridge rule; the
 * unsubscribe links' secret in Secrets Manager. Least privilege: only the worker may send, and only as
 * this identity through this configuration set.
 */
export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly eventsTopic: sns.Topic;
  readonly worker: CinemaFunction;
  readonly reminders: CinemaFunction;
  readonly suppressor: CinemaFunction;
  readonly linkSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { config, mail, table } = props;

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `cinema-${config.stage}`,
      reputationMetrics: true,
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(mail.identityDomain),
      configurationSet: this.configurationSet,
    });

    this.eventsTopic = new sns.Topic(this, 'BouncesAndComplaints', { displayName: `Cinema ${config.stage}: mail bounces and complaints` });
    this.configurationSet.addEventDestination('ToSns', {
      destination: ses.EventDestination.snsTopic(this.eventsTopic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    this.suppressor = new CinemaFunction(this, 'SuppressFunction', {
      entry: 'functions/mail/suppress-handler.ts',
      label: 'mail-suppress',
      description: 'Cinema mail: suppresses the address of a bounce or a complaint',
      config,
    });
    // The account's suppression list has no resource-level permission: the action alone is granted.
    this.suppressor.addToRolePolicy(new iam.PolicyStatement({ actions: ['ses:PutSuppressedDestination'], resources: ['*'] }));
    this.eventsTopic.addSubscription(new subscriptions.LambdaSubscription(this.suppressor));

    this.linkSecret = new secretsmanager.Secret(this, 'LinkSecret', {
      description: `Cinema ${config.stage}: signs the unsubscribe links of mail`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });

    this.worker = new CinemaFunction(this, 'WorkerFunction', {
      entry: 'functions/mail/deliver-handler.ts',
      label: 'mail-worker',
      description: 'Cinema mail: sends the outbox',
      environment: {
        TABLE_NAME: table.tableName,
        MAIL_FROM: mail.from,
        SES_CONFIGURATION_SET: this.configurationSet.configurationSetName,
        SITE_URL: mail.siteUrl,
        MAIL_LINK_SECRET_NAME: this.linkSecret.secretArn,
      },
      timeout: Duration.seconds(60),
      config,
    });
    table.grant(this.worker, ...MAIL_WORKER_TABLE_ACTIONS);
    this.linkSecret.grantRead(this.worker);
    this.worker.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          this.identity.emailIdentityArn,
          Stack.of(this).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
        ],
      }),
    );

    this.reminders = new CinemaFunction(this, 'RemindersFunction', {
      entry: 'functions/mail/reminders-handler.ts',
      label: 'mail-reminders',
      description: 'Cinema mail: queues the reminders of shows starting within 3 hours',
      environment: { TABLE_NAME: table.tableName },
      timeout: Duration.seconds(60),
      config,
    });
    table.grant(this.reminders, ...REMINDER_JOB_TABLE_ACTIONS);

    const everyMinute = events.Schedule.rate(Duration.minutes(1));
    new events.Rule(this, 'WorkerSchedule', { description: `Cinema ${config.stage}: sends due mail`, schedule: everyMinute, targets: [new targets.LambdaFunction(this.worker, { retryAttempts: 0 })] });
    new events.Rule(this, 'RemindersSchedule', { description: `Cinema ${config.stage}: queues show reminders`, schedule: everyMinute, targets: [new targets.LambdaFunction(this.reminders, { retryAttempts: 0 })] });

    for (const reader of props.linkReaders) {
      this.linkSecret.grantRead(reader);
      reader.addEnvironment('MAIL_LINK_SECRET_NAME', this.linkSecret.secretArn);
    }
  }
}
