import { Op, type WhereOptions } from 'sequelize';
import { frenchDate } from '../../../../shared/contract-text';
import { CONTRACT_ALERT_NOTICE_DAYS, CONTRACT_TYPE_LABELS, IN_FORCE_STATUSES, type ContractAlertKind } from '../../../../shared/contracts';
import { pageArray, type ListEnvelope, type PageQuery } from '../../../platform/http/list';
import { requireContext } from '../../../platform/tenancy/context';
import { appServices, port, type ScheduledJob } from '../../../platform/modules';
import { Contract } from '../models';
import { CONTRACT_PERMISSIONS } from '../policy';

export const CONTRACT_ALERTS_JOB = 'contracts.end-alerts';
const DAY = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

export interface ContractAlert {
  contractId: string;
  reference: string;
  type: Contract['type'];
  kind: ContractAlertKind;
  date: string;
  daysLeft: number;
  employee: { id: string; name: string };
  notifiedAt: string | null;
}

function windowWhere(today: string, until: string, kind?: ContractAlertKind): WhereOptions {
  const range = { [Op.gte]: today, [Op.lte]: until };
  const kinds: WhereOptions[] = [];
  if (kind !== 'TRIAL_END') kinds.push({ endDate: range });
  if (kind !== 'CONTRACT_END') kinds.push({ trialPeriodEndDate: range });
  return { status: { [Op.in]: [...IN_FORCE_STATUSES] }, [Op.or]: kinds };
}

function alertsOf(contract: Contract, today: string, until: string, kind?: ContractAlertKind): Array<Omit<ContractAlert, 'employee'>> {
  const out: Array<Omit<ContractAlert, 'employee'>> = [];
  const base = { contractId: contract.id, reference: contract.reference, type: contract.type };
  const within = (d: string | null | undefined): d is string => Boolean(d) && (d as string) >= today && (d as string) <= until;
  if (kind !== 'TRIAL_END' && within(contract.endDate)) {
    out.push({ ...base, kind: 'CONTRACT_END', date: contract.endDate, daysLeft: daysBetween(today, contract.endDate), notifiedAt: contract.endAlertSentAt?.toISOString() ?? null });
  }
  if (kind !== 'CONTRACT_END' && within(contract.trialPeriodEndDate)) {
    out.push({ ...base, kind: 'TRIAL_END', date: contract.trialPeriodEndDate, daysLeft: daysBetween(today, contract.trialPeriodEndDate), notifiedAt: contract.trialAlertSentAt?.toISOString() ?? null });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Contracts in force whose end or trial period ends within `days` days, soonest first. */
export async function listContractAlerts(query: PageQuery & { days: number; kind?: ContractAlertKind }): Promise<ListEnvelope<ContractAlert>> {
  const today = isoDay(requireContext().now());
  const until = addDays(today, query.days);
  const contracts = await Contract.findAll({ where: windowWhere(today, until, query.kind) });
  const employees = await port('people').employeeSummaries(contracts.map((c) => c.employeeId));
  const items = contracts
    .flatMap((c) => alertsOf(c, today, until, query.kind).map((a) => ({ ...a, employee: { id: c.employeeId, name: employees.get(c.employeeId)?.name ?? '—' } })))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.reference < b.reference ? -1 : 1));
  return pageArray(items, query);
}

async function recipients(employeeId: string): Promise<string[]> {
  const employee = await port('people').employeeSummary(employeeId);
  const manager = employee?.managerId ? await port('people').employeeSummary(employee.managerId) : null;
  const hr = (await port('people').usersWithPermission(CONTRACT_PERMISSIONS.manage)).map((u) => u.email);
  return [...new Set([manager?.email, ...hr].filter((e): e is string => Boolean(e)))];
}

/**
 * Announces, once, every end of a fixed-term contract and of a trial period due within the
 * notice period: to HR (contract.manage) and the employee's manager. The mail leaves when the
 * item's transaction commits with the mark that it was sent; a date changed by an amendment is
 * announced again (the once-key names the date).
 */
export const contractAlertsJob: ScheduledJob<Contract> = {
  name: CONTRACT_ALERTS_JOB,
  schedule: '0 6 * * *',
  scope: 'tenant',
  items({ now }) {
    const today = isoDay(now);
    const until = addDays(today, CONTRACT_ALERT_NOTICE_DAYS);
    return Contract.findAll({
      where: {
        status: { [Op.in]: [...IN_FORCE_STATUSES] },
        [Op.or]: [
          { endDate: { [Op.gte]: today, [Op.lte]: until }, endAlertSentAt: null },
          { trialPeriodEndDate: { [Op.gte]: today, [Op.lte]: until }, trialAlertSentAt: null },
        ],
      },
    });
  },
  onceKey: (c) => `${c.id}@${c.endAlertSentAt ? '' : (c.endDate ?? '')}/${c.trialAlertSentAt ? '' : (c.trialPeriodEndDate ?? '')}`,
  describe: (c) => `contract ${c.id}`,
  async handle(contract, { now }) {
    const today = isoDay(now);
    const until = addDays(today, CONTRACT_ALERT_NOTICE_DAYS);
    const alerts = alertsOf(contract, today, until).filter((a) => (a.kind === 'CONTRACT_END' ? !contract.endAlertSentAt : !contract.trialAlertSentAt));
    const to = await recipients(contract.employeeId);
    if (!alerts.length || !to.length) return;
    const employee = await port('people').employeeSummary(contract.employeeId);
    for (const alert of alerts) {
      const what = alert.kind === 'CONTRACT_END' ? `fin du contrat (${CONTRACT_TYPE_LABELS[contract.type].fr})` : "fin de la période d'essai";
      await appServices().mail.send({
        to,
        subject: `${alert.kind === 'CONTRACT_END' ? 'Fin de contrat' : "Fin de période d'essai"} le ${frenchDate(alert.date)} : ${employee?.name ?? contract.reference}`,
        text: [
          'Bonjour,',
          '',
          `La ${what} de ${employee?.name ?? '—'} (contrat ${contract.reference}) arrive le ${frenchDate(alert.date)}, dans ${alert.daysLeft} jour(s).`,
          alert.kind === 'CONTRACT_END'
            ? 'Décidez du renouvellement (avenant), d’une embauche en CDI ou préparez la sortie.'
            : "Confirmez l'embauche ou informez le salarié de la rupture de la période d'essai dans les délais.",
          '',
          `— ${alert.kind === 'CONTRACT_END' ? 'Contract end' : 'Trial period end'} for ${employee?.name ?? contract.reference} on ${alert.date} (${alert.daysLeft} day(s)).`,
        ].join('\n'),
      });
      if (alert.kind === 'CONTRACT_END') contract.endAlertSentAt = now;
      else contract.trialAlertSentAt = now;
    }
    await contract.save();
  },
};
