import { describe, expect, it } from 'vitest';
import {
  checkGenerate,
  defaultCategoryId,
  defaultLayoutSize,
  draftFromSeats,
  fillRowCategories,
  keepSeatsInside,
  normalizeAisles,
  seatCountOf,
  seatMapDraftChanged,
  seatMapDraftOf,
  sellableSeatCount,
  sizeProblem,
  toggleAisle,
} from './seat-map-draft';

describe('seat-map layout', () => {
  it('defaults by capacity: 8 x 12 up to 100 seats, 12 x 18 up to 200, 15 x 20 above, never above the capacity', () => {
    expect(defaultLayoutSize(100)).toEqual({ rows: 8, columns: 12 });
    expect(defaultLayoutSize(96)).toEqual({ rows: 8, columns: 12 });
    expect(defaultLayoutSize(216)).toEqual({ rows: 10, columns: 20 });
    expect(defaultLayoutSize(300)).toEqual({ rows: 15, columns: 20 });
    expect(defaultLayoutSize(1000)).toEqual({ rows: 15, columns: 20 });
    // 12 x 18 = 216 would not fit 200 seats (aisles are gaps, no seat is lost): rows come off.
    expect(defaultLayoutSize(200)).toEqual({ rows: 11, columns: 18 });
    expect(defaultLayoutSize(50)).toEqual({ rows: 4, columns: 12 });
    expect(defaultLayoutSize(5)).toEqual({ rows: 1, columns: 5 });
    for (const capacity of [1, 7, 99, 100, 101, 150, 199, 200, 201, 250, 299, 300]) {
      expect(seatCountOf(defaultLayoutSize(capacity))).toBeLessThanOrEqual(capacity);
      expect(checkGenerate(defaultLayoutSize(capacity), capacity).ok).toBe(true);
    }
  });

  it('refuses generating more seats than the capacity with the spec text', () => {
    expect(checkGenerate({ rows: 12, columns: 18 }, 200)).toEqual({
      ok: false,
      message: 'Cannot generate 216 seats. Screen capacity is 200 seats. Please adjust rows, columns, or aisles.',
    });
    expect(checkGenerate({ rows: 10, columns: 10 }, 100)).toEqual({ ok: true, seats: 100 });
  });

  it('keeps rows within 1-100 and columns within 1-200', () => {
    expect(sizeProblem({ rows: 1, columns: 1 })).toBeNull();
    expect(sizeProblem({ rows: 100, columns: 200 })).toBeNull();
    expect(sizeProblem({ rows: 0, columns: 10 })).toMatch(/^Rows must be between 1 and 100/);
    expect(sizeProblem({ rows: 101, columns: 10 })).toMatch(/^Rows must be between 1 and 100/);
    expect(sizeProblem({ rows: 2.5, columns: 10 })).toMatch(/^Rows must be between 1 and 100/);
    expect(sizeProblem({ rows: 10, columns: 201 })).toMatch(/^Columns must be between 1 and 200/);
    expect(checkGenerate({ rows: 0, columns: 10 }, 500).ok).toBe(false);
  });

  it('puts aisles only between seat columns and toggles them', () => {
    expect(normalizeAisles([9, 3, 3, 0, 12, 11], 12)).toEqual([3, 9, 11]);
    expect(toggleAisle([3], 9, 12)).toEqual([3, 9]);
    expect(toggleAisle([3, 9], 3, 12)).toEqual([9]);
    // Aisles lose no seat.
    expect(seatCountOf({ rows: 12, columns: 18 })).toBe(216);
  });

  it('picks the category named regular (any case), else the first', () => {
    expect(defaultCategoryId([{ id: 'v', name: 'VIP' }, { id: 'r', name: 'REGULAR' }])).toBe('r');
    expect(defaultCategoryId([{ id: 'v', name: 'VIP' }, { id: 'p', name: 'Premium' }])).toBe('v');
    expect(defaultCategoryId([])).toBeNull();
  });

  it('fills row categories, keeping chosen ones, and drops unavailable seats outside the layout', () => {
    expect(fillRowCategories(3, 'r', { B: 'vip', Z: 'vip' })).toEqual({ A: 'r', B: 'vip', C: 'r' });
    expect(Object.keys(fillRowCategories(28, 'r')).slice(-2)).toEqual(['AA', 'AB']);
    expect(keepSeatsInside(['A1', 'C12', 'J1'], { rows: 8, columns: 12 })).toEqual(['A1', 'C12']);
    expect(sellableSeatCount({ rows: 8, columns: 12, unavailable: ['A1', 'Z9'] })).toBe(95);
  });

  it('reads a stored map back into a draft', () => {
    const seats = [
      { row: 1, number: 1, categoryId: 'r', available: false },
      { row: 1, number: 2, categoryId: 'r', available: true },
      { row: 2, number: 1, categoryId: 'v', available: true },
      { row: 2, number: 2, categoryId: 'v', available: true },
    ];
    expect(draftFromSeats(seats, { aisleColumns: [1, 5], screenPosition: 'bottom' })).toEqual({
      rows: 2,
      columns: 2,
      aisleColumns: [1],
      screenPosition: 'bottom',
      rowCategories: { A: 'r', B: 'v' },
      unavailable: ['A1'],
    });
  });
});

describe("the seat-map editor's unsaved work", () => {
  const saved = seatMapDraftOf({ rows: 2, columns: 4 }, { aisles: [2], screenPosition: 'top', rowCategories: { A: 'vip' }, unavailable: ['A1', 'B4'] }, 'regular');

  it('reads the edits as the map Save would keep: aisles inside, every row with a category, seats inside the layout', () => {
    expect(seatMapDraftOf({ rows: 2, columns: 3 }, { aisles: [4, 1, 1], screenPosition: 'left', rowCategories: { A: 'vip', C: 'vip' }, unavailable: ['A1', 'B4', 'C1'] }, 'regular')).toEqual({
      rows: 2,
      columns: 3,
      aisleColumns: [1],
      screenPosition: 'left',
      rowCategories: { A: 'vip', B: 'regular' },
      unavailable: ['A1'],
    });
  });

  it('is unchanged when the editor holds the saved map, whatever order its unavailable seats were marked in', () => {
    expect(seatMapDraftChanged(saved, { ...saved, unavailable: ['B4', 'A1'] })).toBe(false);
    expect(seatMapDraftChanged(null, null)).toBe(false);
  });

  it('is changed by a seat marked, an aisle, a row category, the screen position, the size, or a first layout', () => {
    expect(seatMapDraftChanged(saved, { ...saved, unavailable: ['A1', 'B4', 'B1'] })).toBe(true);
    expect(seatMapDraftChanged(saved, { ...saved, unavailable: ['A1'] })).toBe(true);
    expect(seatMapDraftChanged(saved, { ...saved, aisleColumns: [2, 3] })).toBe(true);
    expect(seatMapDraftChanged(saved, { ...saved, rowCategories: { A: 'vip', B: 'vip' } })).toBe(true);
    expect(seatMapDraftChanged(saved, { ...saved, screenPosition: 'bottom' })).toBe(true);
    expect(seatMapDraftChanged(saved, { ...saved, rows: 3, rowCategories: { ...saved.rowCategories, C: 'regular' } })).toBe(true);
    expect(seatMapDraftChanged(null, saved)).toBe(true);
  });
});
