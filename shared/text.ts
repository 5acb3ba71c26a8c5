/**
 * Characters no display text may hold: C0/C1 controls (U+0000 NUL, line breaks, escapes) and the
 * invisible bidirectional controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates,
 * U+200E/U+200F/U+061C marks), which can make a name read differently from what it is ("Trojan
 * Source" spoofing), plus the BOM and zero-width no-break space.
 */
const FORBIDDEN = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** True for text a person can safely be shown: well-formed UTF-16 (no lone surrogate), no control or bidi-control character. */
export function isDisplaySafe(text: string): boolean {
  return text.isWellFormed() && !FORBIDDEN.test(text);
}

/** Items in words, as the product writes a list: "A", "A and B", "A, B and C" (no serial comma); "" for none. */
export const inWords = (parts: string[]) => (parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);
