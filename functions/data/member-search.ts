import { memberSearchTerms, normalizeSearchText, searchPrefix } from '../../shared/members/search';
import { db } from './service';
import { transactionEntities, type TransactionWrite } from './transactions';

interface Searchable {
  name: string;
  email: string;
}

/**
 * The search entries a profile's name and e-mail need, for the transaction that writes them: puts of
 * the new terms and deletes of the old profile's terms it no longer has.
 */
export function memberSearchWrites(userId: string, profile: Searchable, before?: Searchable): TransactionWrite<'search'>[] {
  const terms = memberSearchTerms(profile.name, profile.email);
  const old = before ? memberSearchTerms(before.name, before.email) : [];
  return [
    ...terms
      .filter((term) => !old.includes(term))
      .map((term) => ({ role: 'search' as const, key: term, item: transactionEntities.memberSearchEntry.put({ prefix: searchPrefix(term), term, userId }).commit() })),
    ...old
      .filter((term) => !terms.includes(term))
      .map((term) => ({ role: 'search' as const, key: term, item: transactionEntities.memberSearchEntry.delete({ prefix: searchPrefix(term), term, userId }).commit() })),
  ];
}

/** Whether a profile's current name or e-mail still answers a query (an entry may lag a concurrent rename). */
export const profileMatches = (profile: Searchable, query: string) =>
  memberSearchTerms(profile.name, profile.email).some((term) => term.startsWith(normalizeSearchText(query)));

/**
 * The ids of members whose name (from any word on) or e-mail starts with `query` (two characters at
 * least), a page at a time in term order: one query of one index partition, bounded by `limit`.
 */
export async function searchMemberIds(query: string, limit: number, cursor?: string): Promise<{ userIds: string[]; nextCursor?: string }> {
  const term = normalizeSearchText(query);
  const page = await db.entities.memberSearchEntry.query
    .byPrefix({ prefix: searchPrefix(term) })
    .begins({ term })
    .go({ limit, cursor: cursor ?? null });
  return { userIds: [...new Set(page.data.map((entry) => entry.userId))], ...(page.cursor ? { nextCursor: page.cursor } : {}) };
}
