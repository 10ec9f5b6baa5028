import { createTracked, modelImportTarget, saveTracked, type ImportTargetBase, type TrackedWrite } from '../../../platform/imports/import-target';
import { PayrollHistoryLine } from '../models/history-line';

export interface PayrollHistoryInput {
  employeeId: string;
  contractId: string | null;
  year: number;
  month: number;
  grossCents: number;
  deductionsCents: number;
  netCents: number;
}

/** The payroll module's side of the bulk import: months of pay taken over from an earlier system. */
export interface PayrollImportPort {
  history: ImportTargetBase & {
    /** The months already held, as `employeeId:year:month` with the line's id. */
    keys(): Promise<Map<string, string>>;
    save(id: string | null, input: PayrollHistoryInput): Promise<TrackedWrite>;
    /** New lines in multi-row inserts, one write per input, in order. */
    createMany(inputs: PayrollHistoryInput[], onProgress?: (written: number) => void | Promise<void>): Promise<TrackedWrite[]>;
  };
}

export const payrollImportPort: PayrollImportPort = {
  history: {
    ...modelImportTarget(PayrollHistoryLine, 'Payroll history line'),
    async keys() {
      const rows = await PayrollHistoryLine.findAll({ attributes: ['id', 'employeeId', 'year', 'month'], raw: true });
      return new Map(rows.map((r) => [`${r.employeeId}:${r.year}:${r.month}`, r.id]));
    },
    async save(id, input) {
      const line = id ? await PayrollHistoryLine.findByPk(id) : PayrollHistoryLine.build(input);
      if (!line) throw new Error(`Payroll history line ${id} disappeared during the import`);
      line.set(input);
      return saveTracked(line);
    },
    createMany: (inputs, onProgress) => createTracked(PayrollHistoryLine, inputs, (input) => PayrollHistoryLine.build(input), onProgress),
  },
};
