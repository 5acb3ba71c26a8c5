import { describe, expect, it } from 'vitest';
import { operations } from './operations';
import { routes } from './route-table';

describe('the operations map', () => {
  it('has the method and path of every route in the route table, and nothing else', () => {
    const fromTable = Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { method: route.method, path: route.path }]));
    expect(operations).toEqual(fromTable);
  });
});
