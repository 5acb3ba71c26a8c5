import { LOCALE } from '@shared/constants';

/**
 * Every figure the web app shows, written in the product's one locale (LOCALE, en-US) whatever the
 * browser's language: a German browser reads "1,234" as everyone else does. Dates and times are in
 * format-time.ts, apart, so the first page's figures (the header's balance) do not bring them
 * (docs/first-visit.md, "Budgets"). The lint config keeps `toLocale*String` and `new Intl.*Format` out
 * of web/src but in these two.
 */

const whole = new Intl.NumberFormat(LOCALE);
const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat(LOCALE, { signDisplay: 'exceptZero' });

/** "1,234" (points, counts, ranks) */
export const formatNumber = (value: number) => whole.format(value);

/** "12.3K": a large balance where there is no room for it in full. */
export const formatCompactNumber = (value: number) => compact.format(value);

/** "+25", "-10", "0": a change of points. */
export const formatSignedNumber = (value: number) => signed.format(value);
