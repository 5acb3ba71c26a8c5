import { LOCALE } from '@shared/constants';

/**
 * Every figure the web app shows, written in the product's one locale (LOCALE, en-US) whatever the
 * browser's language: a German browser reads "1,234" as everyone else does. Dates and times are in
 * format-time.ts, apart, so the first page's figures (the header's balance) do not bring them
 * (docs/first-visit.md, "Budgets"). The lint config keeps `toLocale*String` and `new Intl.*Format` out
 * of web/src but in these two (and out of shared/ but in its own homes, shared/format-number.ts among them).
 */

const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat(LOCALE, { signDisplay: 'exceptZero' });

/** "1,234" (points, counts, ranks): the one the API's messages use too. */
export { formatNumber } from '@shared/format-number';

/** "12.3K": a large balance where there is no room for it in full. */
export const formatCompactNumber = (value: number) => compact.format(value);

/** "+25", "-10", "0": a change of points. */
export const formatSignedNumber = (value: number) => signed.format(value);
