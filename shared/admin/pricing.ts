/** Category prices in points, 0-10000 in steps of 0.01, default 10 (docs/back-office.md, "Sessions"). */
export const PRICE_MIN = 0;
export const PRICE_MAX = 10_000;
export const DEFAULT_CATEGORY_PRICE = 10;

/** Whether a price is a multiple of 0.01 (within floating-point noise). */
export const isCentStep = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;

/** Only prices above 0 are stored (docs/back-office.md, "Sessions"). */
export function storedPrices(prices: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(prices).filter(([, price]) => price > 0));
}

/** The base price is the average of the prices above 0 (two decimals); 0 when none is (docs/back-office.md, "Sessions"). */
export function basePrice(prices: Readonly<Record<string, number>>): number {
  const values = Object.values(storedPrices(prices));
  if (values.length === 0) return 0;
  return Math.round((values.reduce((sum, p) => sum + p, 0) / values.length) * 100) / 100;
}
