import ical, { ICalCalendarMethod } from 'ical-generator';
import type { FiscalPeriod } from '../models';

const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * The fiscal calendar of a year as iCalendar: one all-day event per period on its close date,
 * the period's last day (when the month's entries are due to be complete). A period already
 * closed says when it was.
 */
export function fiscalCalendar(periods: readonly FiscalPeriod[], companyName: string, year: number): string {
  const calendar = ical({
    name: `Clôtures comptables ${year} — ${companyName}`,
    prodId: { company: 'Baobab', product: 'fiscal-calendar', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const p of periods) {
    const label = `${MONTHS_FR[p.month - 1]} ${p.year}`;
    const state =
      p.status === 'CLOSED' && p.closedAt
        ? `Période clôturée le ${p.closedAt.toISOString().slice(0, 10)}.`
        : p.status === 'REOPENED'
          ? 'Période réouverte.'
          : 'Période ouverte.';
    calendar.createEvent({
      id: `fiscal-period-${p.id}@baobab`,
      start: new Date(`${p.endDate}T00:00:00Z`),
      allDay: true,
      summary: `Clôture de la période ${label}`,
      description: `Période du ${p.startDate} au ${p.endDate}. ${state}`,
    });
  }
  return calendar.toString();
}
