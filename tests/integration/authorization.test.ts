import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAuth, RouteSpec } from '../../shared/api/route-spec';
import { routes } from '../../shared/api/route-table';
import { apiClient, createAdmin, createMember, createStaff, type ApiClient, type ApiResponse, type TestUser } from '../helpers';

/**
 * Every admin route refuses anonymous, member and staff tokens, and every route that needs sign-in
 * refuses a suspended member's token (docs/access.md), made from THE route table: a route added to
 * `shared/api/routes*.ts` is covered here without touching this file.
 */

interface Entry {
  id: string;
  route: RouteSpec;
  /** `POST /api/admin/members/{id}/points` */
  name: string;
}

const table: Entry[] = (Object.entries(routes) as [string, RouteSpec][]).map(([id, route]) => ({ id, route, name: `${route.method} ${route.path}` }));
const withAuth = (auth: RouteAuth) => table.filter((entry) => entry.route.auth === auth);

/** An id that names nothing; every path parameter gets it. */
const DUMMY_ID = 'authz-no-such-id';
/** Valid JSON that no route's schema asks for: a route must refuse the caller before it looks at the body. */
const IRRELEVANT_BODY = { probe: 'authorization' };

const concretePath = (route: RouteSpec) => route.path.replace(/\{[^}]+\}/g, DUMMY_ID);

function call(api: ApiClient, route: RouteSpec): Promise<ApiResponse> {
  const sendsBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  return api.request(route.method, concretePath(route), sendsBody ? { body: IRRELEVANT_BODY } : {});
}

/** The one error shape of the API (docs/api.md, "Errors"). */
function expectError(response: ApiResponse, status: number, code: string, name: string) {
  const context = `${name} answered ${response.status} ${JSON.stringify(response.body)}`;
  expect(response.status, context).toBe(status);
  expect(response.headers.get('content-type'), context).toContain('application/json');
  expect(response.body, context).toEqual({ error: { code, message: expect.any(String) } });
  expect((response.body as { error: { message: string } }).error.message.trim(), context).not.toBe('');
}

const anonymous = apiClient();
let member: TestUser;
let admin: TestUser;
let staff: TestUser;
/** A member and an admin whose tokens are still unexpired when an admin suspends them. */
let suspendedMember: TestUser;
let suspendedAdmin: TestUser;

beforeAll(async () => {
  [member, admin, staff, suspendedMember, suspendedAdmin] = await Promise.all([
    createMember({ name: 'Authz Member' }),
    createAdmin({ name: 'Authz Admin' }),
    createStaff({ name: 'Authz Staff' }),
    createMember({ name: 'Authz Suspended Member' }),
    createAdmin({ name: 'Authz Suspended Admin' }),
  ]);
  for (const user of [suspendedMember, suspendedAdmin]) {
    const response = await admin.api.put(`/api/admin/members/${user.userId}/status`, { status: 'suspended', reason: 'Authorization test' });
    if (response.status !== 200) throw new Error(`Suspending answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
});

describe('the route table', () => {
  it('has admin and member routes to check, so this file cannot pass on an empty list', () => {
    expect(withAuth('admin').length).toBeGreaterThan(0);
    expect(withAuth('member').length).toBeGreaterThan(0);
  });
});

describe.each(withAuth('admin'))('admin route $name', ({ route, name }) => {
  it('answers 401 UNAUTHORIZED to an anonymous request', async () => {
    expectError(await call(anonymous, route), 401, 'UNAUTHORIZED', name);
  });

  it('answers 403 FORBIDDEN to a signed-in member', async () => {
    expectError(await call(member.api, route), 403, 'FORBIDDEN', name);
  });

  it('answers 403 FORBIDDEN to staff (door check-in is a member route that checks the role)', async () => {
    expectError(await call(staff.api, route), 403, 'FORBIDDEN', name);
  });

  it("answers 403 ACCOUNT_SUSPENDED to a suspended admin's token", async () => {
    expectError(await call(suspendedAdmin.api, route), 403, 'ACCOUNT_SUSPENDED', name);
  });
});

describe.each(withAuth('member'))('member route $name', ({ route, name }) => {
  it('answers 401 UNAUTHORIZED to an anonymous request', async () => {
    expectError(await call(anonymous, route), 401, 'UNAUTHORIZED', name);
  });

  it('lets a signed-in member past the token check, without a 500', async () => {
    const response = await call(member.api, route);
    expect(response.status, `${name}: ${JSON.stringify(response.body)}`).not.toBe(401);
    expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
  });

  it("answers 403 ACCOUNT_SUSPENDED to a suspended member's token", async () => {
    expectError(await call(suspendedMember.api, route), 403, 'ACCOUNT_SUSPENDED', name);
  });
});

describe.each(withAuth('public'))('public route $name', ({ route, name }) => {
  it('answers an anonymous request without asking for a session, and without a 500', async () => {
    const response = await call(anonymous, route);
    expect([401, 403], `${name}: ${JSON.stringify(response.body)}`).not.toContain(response.status);
    expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
  });
});

describe('an admin token', () => {
  it('gets past the role check of admin routes (so the 403s above are about the role), never with a 500', async () => {
    const answers: { name: string; status: number }[] = [];
    for (const { route, name } of withAuth('admin')) {
      const response = await call(admin.api, route);
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).not.toBe(401);
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
      answers.push({ name, status: response.status });
    }
    // Some admin routes may answer 403 for their own reasons (e.g. a wrong password); not all of them.
    expect(answers.filter(({ status }) => status !== 401 && status !== 403), JSON.stringify(answers)).not.toHaveLength(0);
  });
});
