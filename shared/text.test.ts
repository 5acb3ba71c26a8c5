import { describe, expect, it } from 'vitest';
import { inWords, isDisplaySafe } from './text';

describe('isDisplaySafe', () => {
  it('accepts names in any script, with accents, apostrophes, hyphens and emoji', () => {
    for (const name of ['Ada Lovelace', "Seán O'Brien-Ní Dhuibhir", 'محمد', '李小龙', 'Zoë 🎬', 'Ægir Þórsson']) {
      expect(isDisplaySafe(name), name).toBe(true);
    }
  });

  it('refuses control characters', () => {
    for (const name of ['Ada\u0000', 'Ada\nLovelace', 'Ada\tL', 'Ada\u001b[31m', 'Ada\u007f', 'Ada\u0085']) {
      expect(isDisplaySafe(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('refuses bidirectional overrides, isolates and marks', () => {
    for (const name of ['Ada\u202Egpj.exe', 'A\u202Ada', 'A\u2066da\u2069', 'Ada\u200F', 'Ada\u061C', '\uFEFFAda']) {
      expect(isDisplaySafe(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('refuses lone surrogates', () => {
    expect(isDisplaySafe('Ada\uD800')).toBe(false);
    expect(isDisplaySafe('\uDC00Ada')).toBe(false);
    expect(isDisplaySafe('Ada \uD83C\uDFAC')).toBe(true);
  });
});

describe('inWords', () => {
  it('writes a list as the product does, without a serial comma', () => {
    expect(inWords([])).toBe('');
    expect(inWords(['A'])).toBe('A');
    expect(inWords(['A', 'B'])).toBe('A and B');
    expect(inWords(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
