import syscohada from '../../../../resources/accounting/syscohada.json';
import pcg from '../../../../resources/accounting/pcg.json';
import { deriveAccountType, type AccountType, type ChartStandard } from '../../../../shared/accounting';

export interface ChartAccountData {
  code: string;
  title: string;
  type: AccountType;
}

export interface ChartData {
  standard: ChartStandard;
  classes: Array<{ class: number; title: string }>;
  accounts: ChartAccountData[];
}

interface RawChart {
  standard: string;
  classes: Array<{ class: number; title: string }>;
  accounts: Array<{ code: string; title: string; type?: string }>;
}

function load(raw: RawChart, standard: ChartStandard): ChartData {
  return {
    standard,
    classes: raw.classes,
    accounts: raw.accounts.map((a) => ({ code: a.code, title: a.title, type: (a.type as AccountType | undefined) ?? deriveAccountType(a.code, standard) })),
  };
}

const charts: Record<ChartStandard, ChartData> = {
  SYSCOHADA: load(syscohada as RawChart, 'SYSCOHADA'),
  PCG: load(pcg as RawChart, 'PCG'),
};

/** The chart shipped in resources/accounting for a standard. */
export function chartData(standard: ChartStandard): ChartData {
  return charts[standard];
}
