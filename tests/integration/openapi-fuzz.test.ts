import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createAdmin, createMember, type ApiClient } from '../helpers';

/**
 * A bounded fuzz of every operation of the OpenAPI document (GET /api/openapi.json): a fixed seed, a few
 * malformed values per path parameter, per query parameter and per body property, sent as the route's
 * own caller (guest, member or admin). No answer may be a 5xx, none may take far longer than a good
 * request does (docs/input-rules.md: bad input costs no more than good input), and every refusal carries
 * a code the document lists for its status (docs/api.md, "Errors").
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  /** Each error status with the codes it may carry (an admin route's 403 carries FORBIDDEN). */
  responses: Record<string, { content?: { 'application/json'?: { schema?: { allOf?: { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } }[] } } } }>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** The codes the document gives an operation's answers of this status (none for a status it does not list). */
const documentedCodes = (operation: Operation, status: number): string[] =>
  operation.responses[String(status)]?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum ?? [];

/** Far longer than any good request of the local stack takes, even on a busy machine. */
const SLOW_MS = 2000;
const VARIANTS_PER_PARAMETER = 6;

/** mulberry32: the same sequence on every run, so a failure reproduces. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(0x5eed);
const pick = <T>(values: readonly T[], count: number): T[] => [...values].sort(() => random() - 0.5).slice(0, count);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What a path or query string may carry that it should not: numbers in odd forms, odd dates, odd cursors, odd text. */
const MALFORMED_TEXT = [
  '0x3f4', '+1012', '1012.0', '01012', '-1', '1e400', '9'.repeat(40), 'NaN',
  '0000-01-01', '9999-12-31', '2026-02-30', '2026-13-45T25:61',
  'e30', 'W10', base64url({ m: -1, c: {} }), base64url({ pk: 1 }), '%%%',
  '%00', '%E2%80%AE', '%ED%A0%80', '..%2F..%2Fetc', 'x'.repeat(3000), ' ', '[]', '{}', 'null', 'true',
];

/** What a JSON body property may carry that it should not. */
const MALFORMED_VALUES: unknown[] = [
  '7', [1012], {}, null, true, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, '', ' ', 'x'.repeat(100_000),
  'A\u0000B', 'A\u202EB', 'A\uD800B', '2026-02-30', '9999-12-31', Array.from({ length: 10_000 }, () => 'A1'), { nested: { deeper: [[[[[]]]]] } },
];

/** Whole bodies that are not what any route takes. */
const MALFORMED_BODIES: unknown[] = ['{"unterminated', '[]', 'null', '"text"', '12', JSON.stringify({ ['x'.repeat(1000)]: 1 })];

interface Probe {
  method: string;
  path: string;
  body?: unknown;
  what: string;
}

/** A plausible value for a path parameter, so that the other parameters' probes reach the handler. */
const plausible = (schema: JsonSchema) => (JSON.stringify(schema).includes('pattern') || schema.type === 'number' || schema.type === 'integer' ? '1012' : 'no-such-thing');

function fillPath(template: string, parameters: Operation['parameters'], override?: { name: string; value: string }) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (override?.name === name) return override.value;
    const parameter = parameters.find((p) => p.name === name);
    return encodeURIComponent(parameter ? plausible(parameter.schema) : 'x');
  });
}

function probesOf(template: string, method: string, operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const parameters = operation.parameters ?? [];
  for (const parameter of parameters) {
    for (const value of pick(MALFORMED_TEXT, VARIANTS_PER_PARAMETER)) {
      const what = `${parameter.in} ${parameter.name}=${value.slice(0, 40)}`;
      // A space is written %20 in a path: a URL's parser drops a trailing one, and the probe would ask for another path.
      if (parameter.in === 'path') probes.push({ method, path: fillPath(template, parameters, { name: parameter.name, value: value.replaceAll(' ', '%20') }), what });
      else probes.push({ method, path: `${fillPath(template, parameters)}?${parameter.name}=${value}`, what });
    }
  }
  const body = operation.requestBody?.content['application/json'].schema;
  if (body) {
    const path = fillPath(template, parameters);
    for (const whole of pick(MALFORMED_BODIES, 2)) probes.push({ method, path, body: whole, what: `body ${String(whole).slice(0, 40)}` });
    for (const property of Object.keys(body.properties ?? {})) {
      for (const value of pick(MALFORMED_VALUES, VARIANTS_PER_PARAMETER)) {
        probes.push({ method, path, body: { [property]: value }, what: `body.${property}=${JSON.stringify(value).slice(0, 40)}` });
      }
    }
  }
  return probes;
}

let clients: { guest: ApiClient; member: ApiClient; admin: ApiClient };
let document: OpenApi;

beforeAll(async () => {
  const [member, admin] = await Promise.all([createMember({ name: 'Fuzz Member' }), createAdmin({ name: 'Fuzz Admin' })]);
  clients = { guest: apiClient(), member: member.api, admin: admin.api };
  const response = await clients.guest.get<OpenApi>('/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});

describe('OpenAPI fuzz', () => {
  it('answers every malformed request of every operation with less than a 5xx, without taking far longer than a good one', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const client = !operation.security ? clients.guest : documentedCodes(operation, 403).includes('FORBIDDEN') ? clients.admin : clients.member;
        for (const probe of probesOf(template, method.toUpperCase(), operation)) {
          const started = performance.now();
          const response = await client.request(probe.method, probe.path, probe.body === undefined ? {} : { body: probe.body });
          const took = performance.now() - started;
          sent += 1;
          if (response.status >= 500) failures.push(`${probe.method} ${template} ${probe.what}: ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`);
          const code = (response.body as { error?: { code?: string } } | undefined)?.error?.code;
          if (response.status >= 400 && !documentedCodes(operation, response.status).includes(code ?? '')) {
            failures.push(`${probe.method} ${template} ${probe.what}: ${response.status} ${code}, not a code the document gives this status`);
          }
          if (took > SLOW_MS) failures.push(`${probe.method} ${template} ${probe.what}: took ${Math.round(took)} ms`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });
});
