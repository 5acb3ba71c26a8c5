import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFromContext } from '../../infra/config';
import { MAIL_CONTEXT, resourcesOf, SYNTH_TIMEOUT, synthCinema, type Synth } from './synth';

const WORKER = 'Cinema mail: sends the outbox';
const REMINDERS = 'Cinema mail: queues the reminders of shows starting within 3 hours';
const SUPPRESSOR = 'Cinema mail: suppresses the address of a bounce or a complaint';

/** The logical id of the function with this description. */
const functionId = (app: Synth, description: string) => resourcesOf(app.api, 'AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === description)![0];
const environmentOf = (app: Synth, description: string): Record<string, unknown> =>
  resourcesOf(app.api, 'AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === description)![1].Properties.Environment.Variables;

describe('mail deployed', () => {
  let app: Synth;
  beforeAll(() => {
    app = synthCinema(MAIL_CONTEXT);
  }, SYNTH_TIMEOUT);

  it("has the sender's domain as its SES identity, sending through the stage's configuration set", () => {
    app.api.resourceCountIs('AWS::SES::EmailIdentity', 1);
    app.api.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'cinema-test' });
    const [[configurationSetId]] = resourcesOf(app.api, 'AWS::SES::ConfigurationSet');
    app.api.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.cinema.example',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: configurationSetId } },
    });
  });

  it("sends the configuration set's bounces and complaints to an SNS topic that the suppressing function is subscribed to", () => {
    const [[topicId]] = resourcesOf(app.api, 'AWS::SNS::Topic').filter(([id]) => id.startsWith('MailBouncesAndComplaints'));
    const [[configurationSetId]] = resourcesOf(app.api, 'AWS::SES::ConfigurationSet');
    app.api.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: configurationSetId },
      EventDestination: { Enabled: true, MatchingEventTypes: ['bounce', 'complaint'], SnsDestination: { TopicARN: { Ref: topicId } } },
    });
    app.api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [functionId(app, SUPPRESSOR), 'Arn'] },
    });
  });

  it('runs the outbox worker and the reminder job every minute on EventBridge schedules', () => {
    for (const description of [WORKER, REMINDERS]) {
      app.api.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: 'rate(1 minute)',
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId(app, description), 'Arn'] } })],
      });
    }
  });

  it("gives the worker the stage's sender, configuration set and site, and the link secret by name from Secrets Manager, never as a value", () => {
    const [[secretId, secret]] = resourcesOf(app.api, 'AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    const [[configurationSetId]] = resourcesOf(app.api, 'AWS::SES::ConfigurationSet');
    expect(environmentOf(app, WORKER)).toMatchObject({
      MAIL_FROM: 'Cinema <no-reply@mail.cinema.example>',
      SES_CONFIGURATION_SET: { Ref: configurationSetId },
      SITE_URL: 'https://cinema.example',
      MAIL_LINK_SECRET_NAME: { Ref: secretId },
    });
    expect(environmentOf(app, 'Cinema API: members')).toMatchObject({ MAIL_LINK_SECRET_NAME: { Ref: secretId } });
    for (const [, fn] of resourcesOf(app.api, 'AWS::Lambda::Function')) {
      expect(Object.keys(fn.Properties.Environment?.Variables ?? {}), fn.Properties.Description).not.toContain('MAIL_LINK_SECRET');
    }
  });

  it('is left out of a stage without a sender (its outbox waits), and refuses a sender without the site its links need', () => {
    const context = (values: Record<string, string>) => (key: string) => values[key];
    expect(configFromContext(context({})).mail).toBeUndefined();
    expect(configFromContext(context({ ...MAIL_CONTEXT }), {}).mail).toEqual({
      from: 'Cinema <no-reply@mail.cinema.example>',
      identityDomain: 'mail.cinema.example',
      siteUrl: 'https://cinema.example',
    });
    expect(() => configFromContext(context({ mailFrom: MAIL_CONTEXT.mailFrom }), {})).toThrow(/mailFrom needs -c webUrl/);
    expect(() => configFromContext(context({ ...MAIL_CONTEXT, mailFrom: 'not an address' }), {})).toThrow(/is not a sender address/);
  });
});
