import type { Sequelize } from 'sequelize';
import { auditable } from '../../../../platform/audit/auditable';
import { SocialDeclaration } from './social-declaration';
import { TaxDeclaration } from './tax-declaration';

export { SocialDeclaration, TaxDeclaration };

export const DECLARATION_AUDIT_TYPES = { tax: 'TAX_DECLARATION', social: 'SOCIAL_DECLARATION' } as const;

export function initDeclarationModels(sequelize: Sequelize): void {
  TaxDeclaration.initModel(sequelize);
  SocialDeclaration.initModel(sequelize);
  auditable(TaxDeclaration, { entityType: DECLARATION_AUDIT_TYPES.tax, readPermission: 'accounting.declaration.read' });
  auditable(SocialDeclaration, { entityType: DECLARATION_AUDIT_TYPES.social, readPermission: 'accounting.declaration.read' });
}
