import type { Sequelize } from 'sequelize';
import { envelope, pageOptions } from '../../../../platform/http/list';
import { notFound } from '../../../../platform/http/problem';
import { requireContext } from '../../../../platform/tenancy/context';
import { vatPosition } from '../../reports/computations';
import { tenantChart } from '../../reports/tenant-chart';
import { TaxDeclaration, type TaxDeclarationType } from '../models/tax-declaration';
import { periodLabel } from '../period-label';
import { presentTaxDeclaration } from '../presenter';
import type { TaxDeclarationBody, TaxDeclarationList } from '../schema';
import { computeVat } from '../vat';
import { listWhere, loadFor, remove, submit } from './lifecycle';
import type { z } from 'zod';

type Body = z.infer<typeof TaxDeclarationBody>;
const WHAT = 'Tax declaration';

/** The stored values of a declaration: the given amounts, or the period's VAT from the ledger. */
async function values(sequelize: Sequelize, body: Body) {
  const config = await tenantChart();
  let collected = body.collectedVat;
  let deductible = body.deductibleVat;
  if (collected === undefined || deductible === undefined) {
    const vat = await computeVat(sequelize, config.chart, body.startDate, body.endDate);
    collected = vat.collectedVat;
    deductible = vat.deductibleVat;
  }
  const position = vatPosition(collected, deductible);
  const declarationType: TaxDeclarationType = body.declarationType ?? (config.vatPeriodicity === 'QUARTERLY' ? 'VAT_QUARTERLY' : 'VAT_MONTHLY');
  return {
    declarationType,
    periodLabel: body.periodLabel ?? periodLabel(body.startDate, body.endDate),
    startDate: body.startDate,
    endDate: body.endDate,
    collectedVatCents: collected,
    deductibleVatCents: deductible,
    vatPayableCents: position.vatPayable,
    creditToCarryForwardCents: position.creditToCarryForward,
  };
}

export async function listTaxDeclarations(q: z.infer<typeof TaxDeclarationList>) {
  const { rows, count } = await TaxDeclaration.findAndCountAll({
    where: listWhere(q, q.declarationType ? { declarationType: q.declarationType } : {}),
    ...pageOptions(q, [
      ['startDate', 'DESC'],
      ['id', 'ASC'],
    ]),
  });
  return envelope(rows.map(presentTaxDeclaration), count, q);
}

export async function getTaxDeclaration(id: string) {
  const record = await TaxDeclaration.findByPk(id);
  if (!record) throw notFound(WHAT, id);
  return presentTaxDeclaration(record);
}

export async function createTaxDeclaration(sequelize: Sequelize, body: Body) {
  const record = await TaxDeclaration.create({ ...(await values(sequelize, body)), createdBy: requireContext().userId });
  return presentTaxDeclaration(record);
}

export async function updateTaxDeclaration(sequelize: Sequelize, id: string, body: Body) {
  const record = await loadFor(TaxDeclaration, id, 'edit', WHAT);
  await record.update(await values(sequelize, body));
  return presentTaxDeclaration(record);
}

export async function submitTaxDeclaration(id: string) {
  return presentTaxDeclaration(await submit(TaxDeclaration, id, WHAT));
}

export async function deleteTaxDeclaration(id: string): Promise<void> {
  await remove(TaxDeclaration, id, WHAT);
}
