import { formatDate, type Period } from '../../../components/dates/isoDate';
import type { TFunction } from 'i18next';

export function periodScope(t: TFunction, period: Period, language: string): string {
  return t('accountingReports:params.periodScope', { from: formatDate(period.from, language), to: formatDate(period.to, language) });
}

export function asOfScope(t: TFunction, asOf: string, language: string): string {
  return t('accountingReports:params.asOfScope', { date: formatDate(asOf, language) });
}
