import { describe, expect, it } from 'vitest';
import { MAX_SESSION_PRICES, sessionInputSchema } from './admin-sessions';

const session = (prices: Record<string, number>) => ({ venueId: 'v', screenId: 's', date: '2027-01-02', time: '19:00', prices });
const categories = (count: number, price: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`category-${i}`, price]));

describe('a session\'s prices', () => {
  it('counts toward the limit only the categories priced above 0, so a chain with more active categories than a show uses can still save it', () => {
    const parsed = sessionInputSchema.safeParse(session({ ...categories(MAX_SESSION_PRICES, 12), ...Object.fromEntries(Object.keys(categories(5, 0)).map((id) => [`unused-${id}`, 0])) }));
    expect(parsed.success).toBe(true);
  });

  it(`refuses more than ${MAX_SESSION_PRICES} categories priced above 0, in words`, () => {
    const parsed = sessionInputSchema.safeParse(session(categories(MAX_SESSION_PRICES + 1, 12)));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([`At most ${MAX_SESSION_PRICES} seat categories`]);
  });
});
