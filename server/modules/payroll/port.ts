import type { PayPeriod } from './engine';
import { socialFigures, type PayrollSocialFigures } from './services/declarations';
import { demoPeriods } from './seed-periods';

/**
 * The payroll port: what other modules read of payroll, as plain values. The social
 * declarations read the figures of validated runs through it; the accounting demo leaves the
 * months the payroll demo pays to it.
 */
export interface PayrollPort {
  /** Social figures (totals and per body, cents) of the validated runs whose month starts between two dates; null without any. */
  socialFigures(from: string, to: string): Promise<PayrollSocialFigures | null>;
  /** The months the payroll demo runs cover, relative to the seeding day (the last three and the current one). */
  demoPeriods(today: string): PayPeriod[];
}

export const payrollPort: PayrollPort = { socialFigures, demoPeriods };
