import { LOCALE } from './constants';

const whole = new Intl.NumberFormat(LOCALE);

/**
 * "1,234": a figure (points, counts, ranks) in the product's one locale, whatever the browser's or the
 * server's: one formatter for the API's messages (shared/errors.ts, shared/admin/seat-map.ts, the schemas' bounds) and the
 * web app's figures (web/src/lib/format.ts).
 */
export const formatNumber = (value: number) => whole.format(value);
