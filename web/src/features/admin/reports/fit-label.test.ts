import { describe, expect, it } from 'vitest';
import { fitLabel } from './fit-label';

/** Every character 10 wide: a line of 100 holds 10 characters. */
const measure = (text: string) => text.length * 10;

describe('fitLabel', () => {
  it('keeps a label that fits whole, on one line', () => {
    expect(fitLabel('Grand Central Cinema', 200, measure)).toBe('Grand Central Cinema');
  });

  it('wraps a longer label onto a second line at a space, still whole', () => {
    expect(fitLabel('Northgate Picturehouse', 130, measure)).toEqual(['Northgate', 'Picturehouse']);
  });

  it('cuts what does not fit in two lines with an ellipsis at the end of the last line', () => {
    const lines = fitLabel('Which actor played the lighthouse keeper in the first film?', 150, measure);
    expect(lines).toEqual(['Which actor', 'played the lig…']);
    expect(fitLabel('Grand Central Cinema', 100, measure)).toEqual(['Grand', 'Central C…']);
    expect((lines as string[]).every((line) => measure(line) <= 150)).toBe(true);
  });

  it('cuts a single word longer than a line', () => {
    expect(fitLabel('Supercalifragilistic', 100, measure, 1)).toBe('Supercali…');
  });
});
