import { easterSunday } from './easter';
import { gregorianDaysOfHijri, hijriOf, tabularHijri } from './hijri';
import { countryCalendar, holidaysOfYear } from './shipped';
import { countWorkingDays, spansOverlap } from './working-days';

describe('Easter and the days counted from it', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, day) => expect(easterSunday(year)).toBe(day));
});

describe('the Islamic calendar estimate', () => {
  it('maps Gregorian days to Umm al-Qura dates', () => {
    expect(hijriOf('2025-03-30')).toEqual({ year: 1446, month: 10, day: 1 });
    expect(gregorianDaysOfHijri(2024, 12, 10)).toEqual(['2024-06-16']);
  });

  it('has an arithmetical fallback within two days of it', () => {
    const tabular = tabularHijri('2025-03-30');
    expect(tabular.year).toBe(1446);
    expect([29, 30, 1, 2]).toContain(tabular.day);
  });

  it('finds a date twice in a year when the lunar year fits twice (Eid al-Fitr 2000)', () => {
    expect(gregorianDaysOfHijri(2000, 10, 1)).toHaveLength(2);
  });
});

describe('shipped country calendars', () => {
  it('gives Côte d’Ivoire its 2025 holidays, the announced Nuit du Destin and the estimated Islamic feasts', () => {
    const ci = countryCalendar('CI');
    expect(ci).not.toBeNull();
    const days = holidaysOfYear(ci!, 2025);
    const on = (date: string) => days.filter((d) => d.date === date).map((d) => d.name);
    expect(on('2025-04-21')).toEqual(['Lundi de Pâques']);
    expect(on('2025-05-29')).toEqual(['Ascension']);
    expect(on('2025-06-09')).toEqual(['Lundi de Pentecôte']);
    expect(on('2025-11-15')).toEqual(['Journée nationale de la paix']);
    expect(days.find((d) => d.date === '2025-03-27')).toMatchObject({ estimated: false, kind: 'HIJRI' });
    // Aïd el-Fitr falls on Sunday 30 March: the Monday is off too.
    expect(on('2025-03-30')).toEqual(['Fête de fin du Ramadan (Aïd el-Fitr)']);
    expect(on('2025-03-31')).toEqual(['Lendemain : Fête de fin du Ramadan (Aïd el-Fitr)']);
    expect(days.find((d) => d.name.startsWith('Fête de la Tabaski'))).toMatchObject({ date: '2025-06-06', estimated: true });
    expect(days.find((d) => d.name.startsWith('Fête de la Tabaski'))?.source).toMatch(/Umm al-Qura/);
  });

  it('gives Senegal Tamkharit, the Grand Magal, Maouloud, Korité and Tabaski for 2024', () => {
    const days = holidaysOfYear(countryCalendar('SN')!, 2024);
    const dateOf = (prefix: string) => days.find((d) => d.name.startsWith(prefix))?.date;
    expect(dateOf('Korité')).toBe('2024-04-10');
    expect(dateOf('Tabaski')).toBe('2024-06-16');
    expect(dateOf('Grand Magal')).toBe('2024-08-22');
    expect(dateOf('Maouloud')).toBe('2024-09-15');
    expect(dateOf('Fête de l')).toBe('2024-04-04');
  });

  it('gives France its eleven public holidays', () => {
    const days = holidaysOfYear(countryCalendar('FR')!, 2026);
    expect(days.map((d) => d.date)).toEqual([
      '2026-01-01', '2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25',
      '2026-07-14', '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-25',
    ]);
  });

  it('ships no calendar for other countries', () => {
    expect(countryCalendar('ML')).toBeNull();
    expect(countryCalendar('../x')).toBeNull();
  });
});

describe('working days of a period', () => {
  const none = new Set<string>();
  const week = { startDate: '2026-03-02', endDate: '2026-03-08', startPeriod: 'MORNING', endPeriod: 'AFTERNOON' } as const;

  it('counts weekdays only (Monday 2 to Sunday 8 March: 5)', () => {
    expect(countWorkingDays(week, none)).toMatchObject({ centi: 500, calendarDays: 7 });
  });

  it('leaves out public holidays on weekdays, and names them', () => {
    expect(countWorkingDays(week, new Set(['2026-03-04', '2026-03-07']))).toMatchObject({ centi: 400, holidays: ['2026-03-04'] });
  });

  it('counts half days at both ends', () => {
    expect(countWorkingDays({ ...week, startPeriod: 'AFTERNOON' }, none).centi).toBe(450);
    expect(countWorkingDays({ ...week, endDate: '2026-03-06', endPeriod: 'MORNING' }, none).centi).toBe(450);
    expect(countWorkingDays({ startDate: '2026-03-03', endDate: '2026-03-03', startPeriod: 'AFTERNOON', endPeriod: 'AFTERNOON' }, none).centi).toBe(50);
    // A half day on a Saturday costs nothing.
    expect(countWorkingDays({ startDate: '2026-03-07', endDate: '2026-03-07', startPeriod: 'MORNING', endPeriod: 'MORNING' }, none).centi).toBe(0);
  });

  it('sees a morning and an afternoon of the same day as not overlapping', () => {
    const morning = { startDate: '2026-03-03', endDate: '2026-03-03', startPeriod: 'MORNING', endPeriod: 'MORNING' } as const;
    const afternoon = { startDate: '2026-03-03', endDate: '2026-03-05', startPeriod: 'AFTERNOON', endPeriod: 'AFTERNOON' } as const;
    expect(spansOverlap(morning, afternoon)).toBe(false);
    expect(spansOverlap({ ...morning, endPeriod: 'AFTERNOON' }, afternoon)).toBe(true);
  });
});
