import { keepPreviousData } from '@tanstack/react-query';
import type { ReportPeriod } from '../../../core/reports/report-period';
import type { ReportSummary } from '../../../core/reports/report.schema';
import { getReportSummary } from '../../../core/reports/reports.api';
import { useContractQuery } from '../../lib/api-contract';

export type { ReportSummary };

/** GET /api/reports/summary?from=&to=; the previous period's figures stay on screen while the next one loads. */
export function useReportSummary(period: ReportPeriod) {
  return useContractQuery(getReportSummary, { query: { from: period.from, to: period.to } }, { placeholderData: keepPreviousData });
}

/** "March 2025" / "marzo de 2025" for a YYYY-MM month; the month alone ("Mar", "M") for chart labels. */
export function formatMonth(month: string, language: string, style: 'narrow' | 'short' | 'long' = 'long'): string {
  const [year, m] = month.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions = style === 'long' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: style, timeZone: 'UTC' };
  const text = new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString(localeOf(language), options);
  // Spanish month names are lower case; a table row or a label starts with a capital ("Marzo de 2025").
  return text.charAt(0).toLocaleUpperCase(localeOf(language)) + text.slice(1);
}

/** A YYYY-MM-DD calendar day as "Mar 5, 2025" / "5 mar 2025". */
export function formatDay(day: string, language: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(localeOf(language), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** 33.3 → "33.3%" (Spanish: "33,3 %"). */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

const localeOf = (language: string) => (language === 'es' ? 'es-US' : 'en-US');
