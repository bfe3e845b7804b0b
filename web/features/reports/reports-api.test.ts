import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth, formatPercent } from './reports-api';

describe('report labels', () => {
  it('names a month in the page language, starting with a capital', () => {
    expect(formatMonth('2025-03', 'en')).toBe('March 2025');
    expect(formatMonth('2025-03', 'es')).toBe('Marzo de 2025');
    expect(formatMonth('2025-12', 'en', 'short')).toBe('Dec');
    expect(formatMonth('2025-12', 'es', 'narrow')).toBe('D');
  });

  it('a calendar day never shifts with the time zone', () => {
    expect(formatDay('2025-03-01', 'en')).toBe('Mar 1, 2025');
    expect(formatDay('2025-12-31', 'en')).toBe('Dec 31, 2025');
  });

  it('a win rate keeps its one decimal', () => {
    expect(formatPercent(33.3, 'en')).toBe('33.3%');
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });
});
