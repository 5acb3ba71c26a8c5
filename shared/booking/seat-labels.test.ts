import { describe, expect, it } from 'vitest';
import { compareSeatLabels, normalizeSeatLabel, parseSeatLabel, rowLetters, rowNumberOf, seatLabel } from './seat-labels';

describe('seat labels', () => {
  it('letters rows A..Z, then AA, AB ... ZZ, AAA', () => {
    expect([1, 2, 26, 27, 28, 52, 53, 702, 703].map(rowLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('reads letters back to the row number', () => {
    for (const n of [1, 26, 27, 100, 702, 703]) expect(rowNumberOf(rowLetters(n))).toBe(n);
  });

  it('labels a seat as row letter plus number', () => {
    expect(seatLabel(3, 12)).toBe('C12');
    expect(seatLabel(27, 1)).toBe('AA1');
  });

  it('reads the legacy row-seat form 3-12 as C12', () => {
    expect(normalizeSeatLabel('3-12')).toBe('C12');
    expect(normalizeSeatLabel('28-4')).toBe('AB4');
  });

  it('accepts lower case and surrounding spaces, and refuses anything else', () => {
    expect(normalizeSeatLabel(' c12 ')).toBe('C12');
    expect(parseSeatLabel('C12')).toEqual({ rowNumber: 3, seatNumber: 12 });
    for (const bad of ['', 'C', '12', 'C0', '0-3', 'C-12', 'C12A', 'ABCD1']) expect(normalizeSeatLabel(bad)).toBeNull();
  });

  it('orders labels by row, then seat number', () => {
    expect(['B1', 'A10', 'AA1', 'A2'].sort(compareSeatLabels)).toEqual(['A2', 'A10', 'B1', 'AA1']);
  });
});
