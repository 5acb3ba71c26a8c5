import { rowLetters } from '../../shared/booking/seat-labels';
import type { SeatMap } from '../../shared/api/routes/booking';
import { loadSessionContext } from './session-context';
import { confirmedSeatLabelsOfSession } from '../data/sessions';
import { bookedSeatLabelsOfTally } from '../data/session-tally';

/** The labels of the session's booked seats: from its tally, or its seat items for seats counted before the tally recorded labels. */
const bookedSeatLabels = async (sessionId: string) => (await bookedSeatLabelsOfTally(sessionId)) ?? (await confirmedSeatLabelsOfSession(sessionId));

/** The seat map with the booked seats as of now (the layout and prices may be up to 30 s old). */
export async function getSeatMap(sessionId: string): Promise<SeatMap> {
  const [{ screen, seatMap, seats, categories }, booked] = await Promise.all([loadSessionContext(sessionId), bookedSeatLabels(sessionId)]);
  if (!screen || seats.size === 0) return { sessionId, screen: null, categories: [], seats: [] };

  const bookedLabels = new Set(booked);
  const usedCategories = new Set([...seats.values()].map((s) => s.categoryId));
  const positions = [...seats.values()];
  return {
    sessionId,
    screen: {
      id: screen.screenId,
      name: screen.name,
      // The session's own version of the layout (a map saved before versions: the screen's).
      screenPosition: seatMap?.screenPosition ?? screen.screenPosition,
      aisleColumns: seatMap?.aisleColumns ?? screen.aisleColumns,
      rows: seatMap?.rows ?? Math.max(...positions.map((s) => s.rowNumber)),
      columns: seatMap?.columns ?? Math.max(...positions.map((s) => s.seatNumber)),
    },
    categories: [...categories.values()]
      .filter(({ category }) => usedCategories.has(category.categoryId))
      .sort((a, b) => a.price - b.price || a.category.name.localeCompare(b.category.name))
      .map(({ category, price }) => ({ id: category.categoryId, name: category.name, colorCode: category.colorCode, price })),
    seats: [...seats].map(([label, seat]) => ({
      label,
      row: seat.rowNumber,
      rowLabel: rowLetters(seat.rowNumber),
      number: seat.seatNumber,
      categoryId: seat.categoryId,
      available: seat.isAvailable,
      booked: bookedLabels.has(label),
    })),
  };
}
