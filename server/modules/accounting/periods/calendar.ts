import { buildCalendar, calendarText } from '../../../platform/ics/calendar';
import type { FiscalPeriod } from '../models';

const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

function nextDay(date: string): Date {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/**
 * The fiscal calendar of a year as iCalendar: one all-day event per period on its close date,
 * the period's last day (when the month's entries are due to be complete). A period already
 * closed says when it was.
 */
export function fiscalCalendar(periods: readonly FiscalPeriod[], companyName: string, year: number): string {
  return calendarText(
    buildCalendar({
      name: `Clôtures comptables ${year} — ${companyName}`,
      method: 'PUBLISH',
      events: periods.map((p) => {
        const state =
          p.status === 'CLOSED' && p.closedAt
            ? `Période clôturée le ${p.closedAt.toISOString().slice(0, 10)}.`
            : p.status === 'REOPENED'
              ? 'Période réouverte.'
              : 'Période ouverte.';
        return {
          uid: `fiscal-period-${p.id}@baobab`,
          start: new Date(`${p.endDate}T00:00:00Z`),
          end: nextDay(p.endDate),
          allDay: true,
          summary: `Clôture de la période ${MONTHS_FR[p.month - 1]} ${p.year}`,
          description: `Période du ${p.startDate} au ${p.endDate}. ${state}`,
        };
      }),
    }),
  );
}
