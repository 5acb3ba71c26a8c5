import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { createCinemaStacks } from '../../infra/cinema';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };

/** A synth takes a few seconds, more on a busy machine. */
export const SYNTH_TIMEOUT = 120_000;

/**
 * The app as `cdk synth` builds it (cdk.json's context and feature flags, plus `extraContext`), without
 * bundling the Lambdas: `aws:cdk:bundling-stacks` = [] keeps the synth fast.
 */
export function synthCinema(extraContext: Record<string, unknown> = {}) {
  const app = new App({
    context: { ...cdkJson.context, stage: 'test', 'aws:cdk:bundling-stacks': [], ...extraContext },
  });
  const stacks = createCinemaStacks(app);
  return {
    outdir: app.outdir,
    stacks,
    data: Template.fromStack(stacks.data),
    auth: Template.fromStack(stacks.auth),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
  };
}

export type Synth = ReturnType<typeof synthCinema>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template properties are untyped JSON
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

export const resourcesOf = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];

export interface PolicyStatement {
  Action: string | string[];
  Resource: unknown;
  Effect: string;
}

export const actionsOf = (statement: PolicyStatement) => [statement.Action].flat();

/** Each Lambda function's description (e.g. "Cinema API: members") with every statement of its role's policies. */
export function statementsByFunction(template: Template): Map<string, PolicyStatement[]> {
  const roleOf = new Map<string, string>();
  for (const [, fn] of resourcesOf(template, 'AWS::Lambda::Function')) {
    roleOf.set(fn.Properties.Role['Fn::GetAtt'][0], fn.Properties.Description);
  }
  const byFunction = new Map<string, PolicyStatement[]>([...roleOf.values()].map((name) => [name, []]));
  for (const [, policy] of resourcesOf(template, 'AWS::IAM::Policy')) {
    for (const role of policy.Properties.Roles as { Ref: string }[]) {
      const name = roleOf.get(role.Ref);
      if (name) byFunction.get(name)!.push(...policy.Properties.PolicyDocument.Statement);
    }
  }
  return byFunction;
}

export const allStatements = (templates: Template[]): PolicyStatement[] =>
  templates.flatMap((template) => [
    ...resourcesOf(template, 'AWS::IAM::Policy').flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement),
    ...resourcesOf(template, 'AWS::IAM::Role').flatMap(([, role]) =>
      (role.Properties.Policies ?? []).flatMap((p: { PolicyDocument: { Statement: PolicyStatement[] } }) => p.PolicyDocument.Statement),
    ),
  ]);
