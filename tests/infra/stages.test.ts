import { RemovalPolicy } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFromContext, protectedStagesFrom } from '../../infra/config';
import { MAX_STAGE_LENGTH, cognitoDomainPrefix, isValidStageName, shortHash, stageClass, toStageName } from '../../infra/stage-name';
import { resourcesOf, SYNTH_TIMEOUT, synthCinema, type Synth } from './synth';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };
const PROTECTED = protectedStagesFrom(cdkJson.context.protectedStages);

/** A branch name of 120 characters, with every kind of character a branch may hold. */
const LONG_BRANCH = `feature/JIRA-1234_${'Très_long-branch.name/with@odd#chars~'.repeat(4)}`.slice(0, 120);

/** Cognito's rules for a hosted-domain prefix. */
const COGNITO_PREFIX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ACCOUNT = '123456789012';

describe('toStageName', () => {
  it('keeps a name that is already a valid stage', () => {
    for (const name of ['main', 'prod', 'staging', 'dev', 'dev-alice', 'pr-42', '2024-release']) expect(toStageName(name)).toBe(name);
  });

  it('sanitises any other name and appends 6 hex digits of the SHA-256 of the raw name', () => {
    expect(toStageName('feature/x')).toBe(`feature-x-${shortHash('feature/x')}`);
    expect(toStageName('Feature/Login_Flow')).toMatch(/^feature-login-flow-[0-9a-f]{6}$/);
    expect(shortHash('feature/x')).toMatch(/^[0-9a-f]{6}$/);
  });

  it('tells apart names that sanitise to the same text', () => {
    const names = ['feature/login_flow', 'feature/login-flow', 'feature/login.flow', 'Feature/Login-Flow', 'feature//login-flow', 'feature-login-flow'];
    const stages = names.map(toStageName);
    expect(new Set(stages).size).toBe(names.length);
    for (const stage of stages) expect(isValidStageName(stage)).toBe(true);
  });

  it('is stable: the same branch gives the same stage', () => {
    expect(toStageName('feature/login_flow')).toBe(toStageName('feature/login_flow'));
  });

  it('fits a 120-character branch, and two long branches that differ only at the end, within the limit', () => {
    expect(LONG_BRANCH).toHaveLength(120);
    const stage = toStageName(LONG_BRANCH);
    expect(stage.length).toBeLessThanOrEqual(MAX_STAGE_LENGTH);
    expect(isValidStageName(stage)).toBe(true);
    expect(toStageName(`${LONG_BRANCH.slice(0, 119)}x`)).not.toBe(stage);
    expect(toStageName('a'.repeat(MAX_STAGE_LENGTH))).toBe('a'.repeat(MAX_STAGE_LENGTH));
    expect(toStageName('a'.repeat(MAX_STAGE_LENGTH + 1))).toHaveLength(MAX_STAGE_LENGTH);
  });

  it('gives a name even to a branch with no letter or digit', () => {
    expect(toStageName('___')).toMatch(/^stage-[0-9a-f]{6}$/);
    expect(toStageName('ünï/çødé')).toMatch(/^[a-z0-9-]+-[0-9a-f]{6}$/);
  });
});

describe('the Cognito hosted-domain prefix', () => {
  it.each(['main', 'dev-alice', toStageName(LONG_BRANCH), 'a'.repeat(MAX_STAGE_LENGTH), 'laws-update', 'amazon-pay', 'cognito-flow', 'aws'])(
    'is valid for the stage "%s"',
    (stage) => {
      const prefix = cognitoDomainPrefix(stage, ACCOUNT);
      expect(prefix.length).toBeLessThanOrEqual(63);
      expect(prefix).toMatch(COGNITO_PREFIX);
      expect(prefix).not.toMatch(/aws|amazon|cognito/);
    },
  );

  it('keeps stages with reserved words apart', () => {
    expect(cognitoDomainPrefix('laws-update', ACCOUNT)).not.toBe(cognitoDomainPrefix('l-update', ACCOUNT));
    expect(cognitoDomainPrefix('main', ACCOUNT)).toBe(`cinema-main-${ACCOUNT}`);
  });
});

describe('stage classes', () => {
  it('protects exactly the allow-list in cdk.json', () => {
    expect(PROTECTED).toEqual(['main', 'prod', 'staging']);
    expect(stageClass('main', PROTECTED)).toBe('protected');
    for (const stage of ['dev', 'feature-x', 'mainline', 'prod-copy', toStageName('Main')]) expect(stageClass(stage, PROTECTED)).toBe('temporary');
  });

  it('reads the allow-list from the command line too, and refuses a name that could never match', () => {
    expect(protectedStagesFrom('main, prod')).toEqual(['main', 'prod']);
    expect(() => protectedStagesFrom(['Main'])).toThrow(/not a stage name/);
  });

  it('makes protected stages keep their data and temporary ones throw it away', () => {
    const context = (values: Record<string, unknown>) => (key: string) => ({ ...cdkJson.context, ...values })[key];
    expect(configFromContext(context({ stage: 'main' }))).toMatchObject({ stage: 'main', stageClass: 'protected', temporary: false, removalPolicy: RemovalPolicy.RETAIN });
    expect(configFromContext(context({ stage: 'feature/x' }))).toMatchObject({
      stage: toStageName('feature/x'),
      requestedStage: 'feature/x',
      stageClass: 'temporary',
      temporary: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Nothing on a LocalStack container outlives it.
    expect(configFromContext(context({ stage: 'main', localstack: 'true' })).stageClass).toBe('temporary');
  });
});

const RETAINING = ['Retain', 'RetainExceptOnCreate', 'Snapshot'];

function everyResource(synth: Synth) {
  return [...synth.templates.values()].flatMap((template: Template) => Object.entries(template.toJSON().Resources ?? {})) as [
    string,
    { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string },
  ][];
}

describe('a protected stage (main)', () => {
  let main: Synth;
  beforeAll(() => {
    main = synthCinema({ stage: 'main' });
  }, SYNTH_TIMEOUT);

  it('keeps its table, with deletion protection', () => {
    main.data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain', Properties: { DeletionProtectionEnabled: true } });
  });

  it('keeps its user pool, with deletion protection', () => {
    const [[, pool]] = resourcesOf(main.auth, 'AWS::Cognito::UserPool');
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('keeps its site bucket (not emptied) and its logs', () => {
    const [[, bucket]] = resourcesOf(main.web, 'AWS::S3::Bucket');
    expect(bucket.DeletionPolicy).toBe('Retain');
    main.web.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    const logGroups = [main.api, main.auth].flatMap((t) => resourcesOf(t, 'AWS::Logs::LogGroup'));
    expect(logGroups.length).toBeGreaterThan(0);
    for (const [, group] of logGroups) expect(group.DeletionPolicy).toBe('Retain');
  });

  it('is tagged as protected', () => {
    const [[, table]] = resourcesOf(main.data, 'AWS::DynamoDB::Table');
    expect(table.Properties.Tags).toEqual(expect.arrayContaining([{ Key: 'stage', Value: 'main' }, { Key: 'stage-class', Value: 'protected' }]));
  });
});

describe('a temporary stage (feature/x)', () => {
  let feature: Synth;
  beforeAll(() => {
    feature = synthCinema({ stage: 'feature/x' });
  }, SYNTH_TIMEOUT);

  it('is named from the branch, with its hash', () => {
    expect(feature.stacks.config.stage).toBe(`feature-x-${shortHash('feature/x')}`);
    expect(feature.stacks.stacks.map((s) => s.stackName)).toEqual(['Data', 'Auth', 'Api', 'Web'].map((part) => `Cinema-feature-x-${shortHash('feature/x')}-${part}`));
  });

  it('has no deletion protection', () => {
    feature.data.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: false });
    feature.auth.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'INACTIVE' });
  });

  it('leaves nothing behind: every resource of every stack is deleted with it', () => {
    const resources = everyResource(feature);
    expect(resources.length).toBeGreaterThan(50);
    const kept = resources.filter(([, r]) => RETAINING.includes(r.DeletionPolicy ?? '') || RETAINING.includes(r.UpdateReplacePolicy ?? ''));
    expect(kept.map(([id, r]) => `${id} (${r.Type})`)).toEqual([]);
    for (const type of ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool', 'AWS::S3::Bucket', 'AWS::Logs::LogGroup']) {
      const ofType = resources.filter(([, r]) => r.Type === type);
      expect(ofType.length, type).toBeGreaterThan(0);
      for (const [, r] of ofType) expect(r.DeletionPolicy, type).toBe('Delete');
    }
  });

  it('empties its site bucket before deleting it', () => {
    feature.web.resourceCountIs('Custom::S3AutoDeleteObjects', 1);
  });
});

/** Every name a template gives a resource explicitly (Cognito prefix, topic, dashboard, alarms). */
function explicitNames(synth: Synth, account: string): { kind: string; name: string }[] {
  const resolve = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : JSON.stringify(value) === JSON.stringify({ Ref: 'AWS::AccountId' })
        ? account
        : (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1].map(resolve).join('');
  const names: { kind: string; name: string }[] = [];
  for (const [, r] of everyResource(synth)) {
    const p = r.Properties ?? {};
    if (r.Type === 'AWS::Cognito::UserPoolDomain') names.push({ kind: 'cognito-domain', name: resolve(p.Domain) });
    if (r.Type === 'AWS::SNS::Topic' && p.TopicName) names.push({ kind: 'topic', name: resolve(p.TopicName) });
    if (r.Type === 'AWS::CloudWatch::Dashboard') names.push({ kind: 'dashboard', name: resolve(p.DashboardName) });
    if (r.Type === 'AWS::CloudWatch::Alarm') names.push({ kind: 'alarm', name: resolve(p.AlarmName) });
    if (r.Type === 'AWS::Lambda::Function' && p.Environment) {
      const variables = (p.Environment as { Variables?: Record<string, unknown> }).Variables ?? {};
      if (variables.POWERTOOLS_METRICS_NAMESPACE) names.push({ kind: 'namespace', name: resolve(variables.POWERTOOLS_METRICS_NAMESPACE) });
    }
  }
  return names;
}

const NAME_RULES: Record<string, { max: number; pattern: RegExp }> = {
  'cognito-domain': { max: 63, pattern: COGNITO_PREFIX },
  topic: { max: 256, pattern: /^[A-Za-z0-9_-]+$/ },
  dashboard: { max: 255, pattern: /^[A-Za-z0-9_-]+$/ },
  alarm: { max: 255, pattern: /^[\x20-\x7e]+$/ },
  namespace: { max: 255, pattern: /^[A-Za-z0-9./#:_-]+$/ },
};

describe('a 120-character branch', () => {
  let long: Synth;
  beforeAll(() => {
    long = synthCinema({ stage: LONG_BRANCH });
  }, SYNTH_TIMEOUT);

  it('gives a valid temporary stage whose stack names CloudFormation accepts', () => {
    const { stage, stageClass: klass } = long.stacks.config;
    expect(isValidStageName(stage)).toBe(true);
    expect(klass).toBe('temporary');
    for (const stack of long.stacks.stacks) {
      expect(stack.stackName.length).toBeLessThanOrEqual(128);
      expect(stack.stackName).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
    }
  });

  it('gives every explicitly named resource a name within its limits', () => {
    const names = explicitNames(long, ACCOUNT);
    expect(new Set(names.map((n) => n.kind))).toEqual(new Set(Object.keys(NAME_RULES)));
    for (const { kind, name } of names) {
      expect(name.length, `${kind} ${name}`).toBeLessThanOrEqual(NAME_RULES[kind].max);
      expect(name, kind).toMatch(NAME_RULES[kind].pattern);
    }
    const [domain] = names.filter((n) => n.kind === 'cognito-domain');
    expect(domain.name).not.toMatch(/aws|amazon|cognito/);
  });
});

describe('two branches that differ only in "_" and "-"', () => {
  let underscore: Synth;
  let dash: Synth;
  beforeAll(() => {
    underscore = synthCinema({ stage: 'feature/login_flow' });
    dash = synthCinema({ stage: 'feature/login-flow' });
  }, SYNTH_TIMEOUT);

  it('give distinct, valid, temporary stages with distinct stacks and resource names', () => {
    const [a, b] = [underscore, dash].map((s) => s.stacks.config);
    expect(a.stage).not.toBe(b.stage);
    for (const config of [a, b]) {
      expect(isValidStageName(config.stage)).toBe(true);
      expect(config.stageClass).toBe('temporary');
    }
    const stackNames = [underscore, dash].flatMap((s) => s.stacks.stacks.map((stack) => stack.stackName));
    expect(new Set(stackNames).size).toBe(stackNames.length);
    const [namesA, namesB] = [underscore, dash].map((s) => new Set(explicitNames(s, ACCOUNT).map((n) => `${n.kind}:${n.name}`)));
    expect(namesA.size).toBeGreaterThan(10);
    expect([...namesA].filter((name) => namesB.has(name))).toEqual([]);
  });
});
