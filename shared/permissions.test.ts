import { describe, expect, it } from 'vitest';
import { MODULE_IDS } from './modules';
import {
  DEMO_CUSTOM_ROLES,
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  PERMISSIONS,
  SYSTEM_ROLE_GRANTS,
  TENANT_PERMISSIONS,
  TENANT_SYSTEM_ROLES,
  permissionDef,
  withImplied,
} from './permissions';

// The codes listed under "Permission codes by module" in the specification, as written there.
const SPEC_CODES = `
accounting.declaration.read accounting.declaration.manage accounting.report.read accounting.dashboard.read
accounting.read accounting.write accounting.validate accounting.reconciliation.read accounting.reconciliation.manage accounting.manage accounting.config
accounting.expense.own accounting.expense.manage accounting.budget.read accounting.budget.manage
accounting.invoicing.read
supplies.request supplies.manage
platform.tenants.read platform.tenants.manage platform.catalog.manage platform.subscription.manage platform.subscription.admin platform.analytics.read platform.license.manage audit.read
import.template import.upload import.view import.execute import.rollback
users.manage employee.read employee.manage employee.document.manage employee.ssn.read onboarding.manage offboarding.manage contract.read contract.manage
leave.manage leave.approve leave.create config.manage
recruitment.requisition.create recruitment.requisition.update recruitment.requisition.delete recruitment.requisition.submit recruitment.requisition.read recruitment.requisition.approve recruitment.requisition.reject
recruitment.offer.create recruitment.offer.update recruitment.offer.publish recruitment.offer.close recruitment.offer.delete recruitment.offer.read
recruitment.candidate.create recruitment.application.read recruitment.application.update
recruitment.interview.create recruitment.interview.read recruitment.interview.update recruitment.interview.complete
recruitment.offer_letter.create recruitment.offer_letter.read recruitment.offer_letter.send recruitment.offer_letter.approve recruitment.offer_letter.reject
booking.create resource.owner resource.manage booking.manage
evaluation.create evaluation.manage evaluation.objective.approve evaluation.feedback360.manage evaluation.feedback360.respond
satisfaction.survey.create satisfaction.survey.distribute satisfaction.survey.respond satisfaction.feedback.send satisfaction.feedback.manage_values
roles.manage
`
  .split(/\s+/)
  .filter(Boolean);

describe('permission catalog', () => {
  it('holds exactly the specification’s codes, once each', () => {
    const codes = PERMISSIONS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...new Set(SPEC_CODES)].sort());
  });

  it('gives each code a module and a French and an English label', () => {
    for (const p of PERMISSIONS) {
      expect([...MODULE_IDS, 'CORE'], p.code).toContain(p.module);
      expect(p.labelFr.length, p.code).toBeGreaterThan(3);
      expect(p.labelEn.length, p.code).toBeGreaterThan(3);
      expect(p.realms.length, p.code).toBeGreaterThan(0);
    }
    expect(permissionDef('platform.tenants.read')).toMatchObject({ module: 'PLATFORM', realms: ['operator'] });
    expect(permissionDef('audit.read')!.realms).toEqual(['tenant', 'operator']);
  });

  it('grants ORG_ADMIN every tenant permission and keeps realms apart', () => {
    expect(SYSTEM_ROLE_GRANTS.ORG_ADMIN).toEqual([...TENANT_PERMISSIONS].sort());
    for (const role of TENANT_SYSTEM_ROLES) for (const code of SYSTEM_ROLE_GRANTS[role]) expect(TENANT_PERMISSIONS, `${role} ${code}`).toContain(code);
    for (const role of OPERATOR_ROLES) for (const code of SYSTEM_ROLE_GRANTS[role]) expect(OPERATOR_PERMISSIONS, `${role} ${code}`).toContain(code);
    for (const role of DEMO_CUSTOM_ROLES) for (const code of role.permissions) expect(TENANT_PERMISSIONS, `${role.name} ${code}`).toContain(code);
  });

  it('keeps roles.manage and users.manage to ORG_ADMIN among system roles', () => {
    for (const role of TENANT_SYSTEM_ROLES.filter((r) => r !== 'ORG_ADMIN')) {
      expect(SYSTEM_ROLE_GRANTS[role]).not.toContain('roles.manage');
      expect(SYSTEM_ROLE_GRANTS[role]).not.toContain('users.manage');
    }
  });

  it('closes a set under booking.manage ⇒ resource.manage, resource.owner', () => {
    expect(withImplied(['booking.manage'])).toEqual(['booking.manage', 'resource.manage', 'resource.owner']);
    expect(withImplied(['leave.create'])).toEqual(['leave.create']);
  });
});
