import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, embedded newlines, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffName,Notes\r\n"Smith, John","said ""hi""\ntwice"\r\n\r\nAna,\n')).toEqual([
      ['Name', 'Notes'],
      ['Smith, John', 'said "hi"\ntwice'],
      ['Ana', ''],
    ]);
  });
  it('keeps empty cells, a trailing delimiter and records ended by a lone CR', () => {
    expect(parseCsv('a,b,c\r1,,\r,2,"x"\n')).toEqual([['a', 'b', 'c'], ['1', '', ''], ['', '2', 'x']]);
    expect(parseCsv('a,b\n"unclosed, quote')).toEqual([['a', 'b'], ['unclosed, quote']]);
  });
  it('guesses ; and tab delimiters from the header', () => {
    expect(parseCsv('Nombre;Ciudad\nAna;Austin')).toEqual([['Nombre', 'Ciudad'], ['Ana', 'Austin']]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([['a', 'b'], ['1', '2']]);
  });
});

describe('csvCell', () => {
  it('quotes what needs it and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(1250)).toBe('1250');
    expect(csvLine(['x', null])).toBe('x,\r\n');
  });
});
