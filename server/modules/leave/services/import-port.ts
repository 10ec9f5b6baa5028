import { modelImportTarget, saveTracked, type ImportTargetBase, type TrackedWrite } from '../../../platform/imports/import-target';
import { Holiday } from '../models/holiday';

export interface HolidayRecord {
  id: string;
  date: string;
  name: string;
}

/** The leave module's side of the bulk import: the company's holiday calendar (04_Calendrier_Conges). */
export interface LeaveImportPort {
  holidays: ImportTargetBase & {
    list(): Promise<HolidayRecord[]>;
    /** A company holiday (origin TENANT, kind CUSTOM) created, or an existing one renamed. */
    save(id: string | null, input: { date: string; name: string }): Promise<TrackedWrite>;
  };
}

export const leaveImportPort: LeaveImportPort = {
  holidays: {
    ...modelImportTarget(Holiday, 'Holiday'),
    list: () => Holiday.findAll({ attributes: ['id', 'date', 'name'], raw: true }),
    async save(id, input) {
      const holiday = id ? await Holiday.findByPk(id) : Holiday.build({ ...input, kind: 'CUSTOM', origin: 'TENANT', estimated: false, source: null });
      if (!holiday) throw new Error(`Holiday ${id} disappeared during the import`);
      holiday.set(input);
      return saveTracked(holiday);
    },
  },
};
