/** The admin member search (back-office Member Management): name or e-mail prefixes, case- and accent-insensitive. */

/** A search needs this many characters: the index is partitioned by a term's first two. */
export const MEMBER_SEARCH_MIN_LENGTH = 2;
/** The longest search Member Management sends (the search field stops there). */
export const MEMBER_SEARCH_MAX_LENGTH = 100;
/** Words of a name indexed beyond the first (so "Ana Maria de la Cruz" is found by each word). */
const MAX_NAME_WORDS = 5;

/** Lower-cased, accents dropped, runs of white space as one space, trimmed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a member is found by: the name from each of its first words on ("ada lovelace", "lovelace")
 * and the e-mail address, each of at least two characters. A prefix of any of them finds the member.
 */
export function memberSearchTerms(name: string, email: string): string[] {
  const words = normalizeSearchText(name).split(' ').filter(Boolean);
  const fromEachWord = words.slice(0, MAX_NAME_WORDS).map((_, i) => words.slice(i).join(' '));
  return [...new Set([...fromEachWord, normalizeSearchText(email)])].filter((term) => term.length >= MEMBER_SEARCH_MIN_LENGTH);
}

/** The index partition of a term or query: its first two characters. */
export const searchPrefix = (term: string) => term.slice(0, MEMBER_SEARCH_MIN_LENGTH);
