import type { ContractStatus, ContractType } from '../../../../shared/contracts';
import { createTracked, modelImportTarget, type ImportTargetBase, type TrackedWrite } from '../../../platform/imports/import-target';
import { requireContext } from '../../../platform/tenancy/context';
import { Contract } from '../models/contract';
import { currentCompany } from './values';

export interface ImportedContract {
  reference: string;
  employeeId: string;
  type: ContractType;
  status: Extract<ContractStatus, 'DRAFT' | 'ACTIVE'>;
  jobTitle: string | null;
  /** Cents. */
  salary: number;
  weeklyHours: number | null;
  startDate: string;
  endDate: string | null;
  trialPeriodEndDate: string | null;
  workLocation: string | null;
}

/** The contracts module's side of the bulk import: contracts taken over from an earlier system. */
export interface ContractImportPort {
  contracts: ImportTargetBase & {
    references(): Promise<Array<{ id: string; reference: string; employeeId: string }>>;
    /** Creates the contracts in multi-row inserts; one write per input, in order. */
    createMany(inputs: ImportedContract[], onProgress?: (written: number) => void | Promise<void>): Promise<TrackedWrite[]>;
  };
}

export const contractImportPort: ContractImportPort = {
  contracts: {
    ...modelImportTarget(Contract, 'Contract'),
    references: () => Contract.findAll({ attributes: ['id', 'reference', 'employeeId'], raw: true }),
    async createMany(inputs, onProgress) {
      const company = await currentCompany();
      const ctx = requireContext();
      const now = ctx.now();
      const build = (input: ImportedContract) =>
        Contract.build({
          ...input,
          country: company.country,
          currency: company.currency,
          body: `Contrat ${input.type} ${input.reference} repris par import (début ${input.startDate}${input.endDate ? `, fin ${input.endDate}` : ''}). Le texte signé reste celui de l'original.`,
          activatedAt: input.status === 'ACTIVE' ? now : null,
          createdByUserId: ctx.userId,
        });
      return createTracked(Contract, inputs, build, onProgress);
    },
  },
};
