import type { z } from 'zod';
import { formatCents } from '../../../../shared/money';
import type { SocialDeclarationView, TaxDeclarationView } from '../../../../shared/views/accounting';
import { allowedActions } from '../../../platform/state-machine';
import type { SocialDeclaration } from './models/social-declaration';
import type { TaxDeclaration } from './models/tax-declaration';
import { declarationStates } from './states';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const cents = (v: unknown) => Number(v);

function common(d: TaxDeclaration | SocialDeclaration) {
  return {
    id: d.id,
    periodLabel: d.periodLabel,
    startDate: d.startDate,
    endDate: d.endDate,
    status: d.status,
    submittedAt: iso(d.submittedAt),
    submittedBy: d.submittedBy ?? null,
    createdBy: d.createdBy ?? null,
    createdAt: iso(d.createdAt) as string,
    updatedAt: iso(d.updatedAt) as string,
    allowedActions: allowedActions(declarationStates, d.status),
  };
}

export function presentTaxDeclaration(d: TaxDeclaration): z.infer<typeof TaxDeclarationView> {
  return {
    ...common(d),
    declarationType: d.declarationType,
    collectedVat: formatCents(cents(d.collectedVatCents)),
    deductibleVat: formatCents(cents(d.deductibleVatCents)),
    vatPayable: formatCents(cents(d.vatPayableCents)),
    creditToCarryForward: formatCents(cents(d.creditToCarryForwardCents)),
  };
}

export function presentSocialDeclaration(d: SocialDeclaration): z.infer<typeof SocialDeclarationView> {
  const employer = cents(d.employerContributionsCents);
  const employee = cents(d.employeeContributionsCents);
  return {
    ...common(d),
    socialBody: d.socialBody,
    employeeCount: d.employeeCount,
    grossPayroll: formatCents(cents(d.grossPayrollCents)),
    employerContributions: formatCents(employer),
    employeeContributions: formatCents(employee),
    totalContributions: formatCents(employer + employee),
  };
}
