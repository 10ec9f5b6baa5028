import type { Sequelize } from 'sequelize';
import { SocialDeclaration } from './social-declaration';
import { TaxDeclaration } from './tax-declaration';

export { SocialDeclaration, TaxDeclaration };

export function initDeclarationModels(sequelize: Sequelize): void {
  TaxDeclaration.initModel(sequelize);
  SocialDeclaration.initModel(sequelize);
}
