import { z } from 'zod';
import { CONTRACT_TYPES, FIXED_TERM_TYPES } from '../../../../../shared/contracts';
import type { Contract } from '../api';

export interface ContractFormMessages {
  required: string;
  amount: string;
  hours: string;
  endRequired: string;
  noEndForCdi: string;
  endAfterStart: string;
  trialWithin: string;
}

/** The editor's form; the server applies the same rules (and reports them on these fields). */
export function contractFormSchema(m: ContractFormMessages) {
  return z
    .object({
      employeeId: z.string().min(1, m.required),
      employeeName: z.string(),
      type: z.enum(CONTRACT_TYPES),
      templateId: z.string(),
      jobTitle: z.string().max(150),
      salary: z.string().regex(/^\d+(\.\d{1,2})?$/, m.amount),
      weeklyHours: z.string().regex(/^(\d{1,2}([.,]\d{1,2})?)?$/, m.hours),
      startDate: z.string().min(1, m.required),
      endDate: z.string(),
      trialPeriodEndDate: z.string(),
      workLocation: z.string().max(200),
      body: z.string().trim().min(1, m.required),
    })
    .superRefine((v, ctx) => {
      if (FIXED_TERM_TYPES.includes(v.type) && !v.endDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endRequired });
      if (v.type === 'CDI' && v.endDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.noEndForCdi });
      if (v.endDate && v.startDate && v.endDate <= v.startDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endAfterStart });
      if (
        v.trialPeriodEndDate &&
        ((v.startDate && v.trialPeriodEndDate < v.startDate) ||
          (v.endDate && v.trialPeriodEndDate > v.endDate))
      ) {
        ctx.addIssue({ code: 'custom', path: ['trialPeriodEndDate'], message: m.trialWithin });
      }
    });
}

export type ContractFormValues = z.infer<ReturnType<typeof contractFormSchema>>;

export function toContractForm(
  c: Contract | null,
  employee?: { id: string; name: string },
): ContractFormValues {
  return {
    employeeId: c?.employee.id ?? employee?.id ?? '',
    employeeName: c?.employee.name ?? employee?.name ?? '',
    type: c?.type ?? 'CDI',
    templateId: c?.templateId ?? '',
    jobTitle: c?.jobTitle ?? '',
    salary: c?.salary ?? '',
    weeklyHours: c?.weeklyHours === null || c?.weeklyHours === undefined ? '40' : String(c.weeklyHours),
    startDate: c?.startDate ?? new Date().toISOString().slice(0, 10),
    endDate: c?.endDate ?? '',
    trialPeriodEndDate: c?.trialPeriodEndDate ?? '',
    workLocation: c?.workLocation ?? '',
    body: c?.body ?? '',
  };
}

const hours = (text: string) => (text ? Number(text.replace(',', '.')) : null);

/** Body of POST /hr/contracts (PUT takes the same without the employee). */
export function toContractBody(v: ContractFormValues) {
  return {
    employeeId: v.employeeId,
    type: v.type,
    templateId: v.templateId || null,
    jobTitle: v.jobTitle,
    salary: v.salary,
    weeklyHours: hours(v.weeklyHours),
    startDate: v.startDate,
    endDate: v.endDate || null,
    trialPeriodEndDate: v.trialPeriodEndDate || null,
    workLocation: v.workLocation,
    body: v.body,
  };
}

/** What the live preview sends (whatever is typed so far). */
export function toPreviewBody(v: ContractFormValues) {
  return {
    employeeId: v.employeeId,
    type: v.type,
    body: v.body,
    jobTitle: v.jobTitle,
    salary: /^\d+(\.\d{1,2})?$/.test(v.salary) ? v.salary : undefined,
    weeklyHours: /^\d{1,2}([.,]\d{1,2})?$/.test(v.weeklyHours) ? hours(v.weeklyHours) : undefined,
    startDate: v.startDate || undefined,
    endDate: v.endDate || null,
    trialPeriodEndDate: v.trialPeriodEndDate || null,
    workLocation: v.workLocation,
  };
}
