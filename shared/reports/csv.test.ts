import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes fields holding a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Grand, Central')).toBe('"Grand, Central"');
    expect(csvField('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes numbers as they are and empty cells for null, undefined and non-finite numbers', () => {
    expect(csvField(42)).toBe('42');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(0.75)).toBe('0.75');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('guards text a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('ends every record, the header included, with CRLF', () => {
    expect(toCsv(['Venue', 'Seats'], [['Grand, Central', 120], ['=cmd', null]])).toBe('Venue,Seats\r\n"Grand, Central",120\r\n\'=cmd,\r\n');
    expect(toCsv(['Only'], [])).toBe('Only\r\n');
  });
});
