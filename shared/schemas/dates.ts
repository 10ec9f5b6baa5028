import { z } from 'zod';

/**
 * Business dates of every schema (entries, contracts, leave, bookings, statements…): a real
 * calendar day `YYYY-MM-DD` between 1900 and 2200. Outside that range a date is a typing mistake
 * (0026 for 2026), never a business fact, and some would not survive the databases' date types.
 */
export const BUSINESS_DATE_MIN = '1900-01-01';
export const BUSINESS_DATE_MAX = '2200-12-31';
const RANGE_MESSAGE = `Expected a date between ${BUSINESS_DATE_MIN} and ${BUSINESS_DATE_MAX}`;

const isRealDay = (s: string) => {
  const time = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
};

export const isoDateSchema = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
    .refine(isRealDay, 'Not a real date')
    .refine((s) => s >= BUSINESS_DATE_MIN && s <= BUSINESS_DATE_MAX, RANGE_MESSAGE);

/** An ISO 8601 timestamp with its offset, on a business day of the same range (UTC). */
export const isoInstantSchema = (message = 'Expected an ISO 8601 timestamp') =>
  z.iso
    .datetime({ offset: true, message })
    // Zod runs refinements even after the format failed: each must take any string without throwing.
    .refine((s) => !Number.isNaN(Date.parse(s)), 'Not a real date')
    .refine((s) => {
      const time = Date.parse(s);
      if (Number.isNaN(time)) return true;
      const day = new Date(time).toISOString().slice(0, 10);
      return day >= BUSINESS_DATE_MIN && day <= BUSINESS_DATE_MAX;
    }, RANGE_MESSAGE);
