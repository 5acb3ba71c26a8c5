import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawJoinCode, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normalJoinCode } from './join-code';

describe('join code', () => {
  it('is six characters of the alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(drawJoinCode(randomInt)).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(JOIN_CODE_LENGTH).toBe(6);
  });

  it('takes each character from the draw it is given', () => {
    expect(drawJoinCode(() => 0)).toBe('222222');
    expect(drawJoinCode((max) => max - 1)).toBe('ZZZZZZ');
  });

  it('reads a typed code in any case, spaces around', () => {
    expect(normalJoinCode(' k7m2qx ')).toBe('K7M2QX');
  });
});
