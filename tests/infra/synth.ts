import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCinemaStacks } from '../../infra/cinema';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };

/** The files of a small production build, source maps included (the deployment must leave them out). */
export const FAKE_BUILD_FILES: Record<string, string> = {
  'index.html': '<!doctype html><script type="module" src="/assets/index-B6mDAZpp.js"></script>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'sw.js.map': '{"version":3}',
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/index-B6mDAZpp.js': 'console.log("app");',
  'assets/index-B6mDAZpp.js.map': '{"version":3}',
  'assets/index-Cq1x2y3z.css': 'body{}',
};

/** The server bundle of that build (web/dist-server): the home page function's code. */
export const FAKE_SERVER_BUILD_FILES: Record<string, string> = {
  'home-page-function.mjs': 'export async function handler() {}',
  'render-home.mjs': 'export async function renderHomePage() {}',
};

/**
 * One scratch folder per test file, removed after its tests (tests/setup/infra-scratch.ts): the fake web
 * build below and every synth's cloud assembly (an App without `outdir` writes one more folder in the
 * system's temp folder per synth).
 */
let scratch: string | undefined;
const scratchFolder = () => (scratch ??= mkdtempSync(join(tmpdir(), 'cinema-synth-')));
export function removeScratchFolder() {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = fakeBuild = undefined;
}

let fakeBuild: string | undefined;
/** web/dist and web/dist-server stand-ins (site/, server/), written once per test file, so the synth does not depend on whether `npm run build` ran. */
export function fakeWebBuild(): string {
  if (fakeBuild) return fakeBuild;
  fakeBuild = join(scratchFolder(), 'web');
  const files = {
    ...Object.fromEntries(Object.entries(FAKE_BUILD_FILES).map(([path, content]) => [`site/${path}`, content])),
    ...Object.fromEntries(Object.entries(FAKE_SERVER_BUILD_FILES).map(([path, content]) => [`server/${path}`, content])),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(fakeBuild, path)), { recursive: true });
    writeFileSync(join(fakeBuild, path), content);
  }
  return fakeBuild;
}

/** A synth takes a few seconds, more on a busy machine. */
export const SYNTH_TIMEOUT = 120_000;

/**
 * The app as `cdk synth` builds it (cdk.json's context and feature flags, plus `extraContext`), without
 * bundling the Lambdas: `aws:cdk:bundling-stacks` = [] keeps the synth fast.
 */
export function synthStage(extraContext: Record<string, unknown> = {}) {
  const app = new App({
    outdir: mkdtempSync(join(scratchFolder(), 'cdk.out-')),
    context: { ...cdkJson.context, stage: 'test', 'aws:cdk:bundling-stacks': [], webDist: join(fakeWebBuild(), 'site'), webServerDist: join(fakeWebBuild(), 'server'), ...extraContext },
  });
  const stacks = createCinemaStacks(app);
  return {
    outdir: app.outdir,
    stacks,
    /** Every stack's template, by stack name. */
    templates: new Map(stacks.stacks.map((stack) => [stack.stackName, Template.fromStack(stack)])),
    data: Template.fromStack(stacks.data),
    auth: stacks.auth && Template.fromStack(stacks.auth),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
  };
}

/** A stage on AWS (or any target with Cognito): all four stacks. */
export function synthCinema(extraContext: Record<string, unknown> = {}) {
  const synth = synthStage(extraContext);
  if (!synth.auth || !synth.stacks.auth) throw new Error('This stage has no Auth stack (its target has no Cognito): use synthStage');
  return { ...synth, auth: synth.auth, stacks: { ...synth.stacks, auth: synth.stacks.auth } };
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

/** What X-Ray active tracing grants every function (X-Ray has no resource-level permissions): tests/infra/observability.test.ts pins it. */
export const isTracingStatement = (statement: PolicyStatement) =>
  actionsOf(statement).every((action) => action === 'xray:PutTraceSegments' || action === 'xray:PutTelemetryRecords');

/**
 * Each Lambda function's description (e.g. "Cinema API: members") with every statement of its role's
 * policies but the X-Ray tracing grant every function has (see isTracingStatement).
 */
export function statementsByFunction(template: Template): Map<string, PolicyStatement[]> {
  const all = allStatementsByFunction(template);
  return new Map([...all].map(([name, statements]) => [name, statements.filter((s) => !isTracingStatement(s))]));
}

/** Each Lambda function's description with every statement of its role's policies. */
export function allStatementsByFunction(template: Template): Map<string, PolicyStatement[]> {
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

/** A stage that sends mail: its sender (SES identity: the domain) and the site its links lead to. */
export const MAIL_CONTEXT = { mailFrom: 'Cinema <no-reply@mail.cinema.example>', webUrl: 'https://cinema.example' } as const;
