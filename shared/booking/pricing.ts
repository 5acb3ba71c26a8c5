/**
 * A seat's price in points: its category's price for the session when one is stored (only prices above 0
 * are), otherwise the session's base price times the category's multiplier. Prices are entered in steps
 * of 0.01 but points are whole: a seat costs its price rounded to the nearest point, as it is shown.
 */
export function categoryPrice(
  categoryId: string,
  pricing: ReadonlyMap<string, number>,
  basePrice: number,
  priceMultiplier = 1,
): number {
  const stored = pricing.get(categoryId);
  return Math.round(stored ?? basePrice * priceMultiplier);
}

/** The booking's total: the sum of its seats' prices. */
export const totalPrice = (prices: readonly number[]) => prices.reduce((sum, price) => sum + price, 0);
