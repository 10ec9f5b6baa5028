import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createEmployees: Migration = {
  name: '202611210602-create-employees',
  async up({ qi, DataTypes }) {
    const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });
    await qi.createTable('employees', {
      ...idColumn(),
      ...tenantColumn(),
      // The users table belongs to identity; the link is checked by the service, not by a foreign key,
      // so that the two modules' migrations stay independent.
      user_id: { type: DataTypes.UUID, allowNull: true },
      employee_number: { type: DataTypes.STRING(30), allowNull: false },
      first_name: { type: DataTypes.STRING(100), allowNull: false },
      last_name: { type: DataTypes.STRING(100), allowNull: false },
      email: text(254),
      job_title: text(150),
      department_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'departments', key: 'id' }, onDelete: 'RESTRICT' },
      manager_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'employees', key: 'id' }, onDelete: 'RESTRICT' },
      hire_date: { type: DataTypes.DATEONLY, allowNull: true },
      collective_agreement_code: text(50),
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'PRE_HIRE' },
      status_changed_at: { type: DataTypes.DATE, allowNull: true },
      termination_date: { type: DataTypes.DATEONLY, allowNull: true },
      termination_reason: text(500),
      phone: text(40),
      personal_email: text(254),
      address: text(500),
      birth_date: { type: DataTypes.DATEONLY, allowNull: true },
      nationality: text(2),
      social_security_number: text(40),
      bank_iban: text(34),
      bank_bic: text(11),
      bank_name: text(120),
      bank_account_holder: text(150),
      emergency_contact_name: text(150),
      emergency_contact_relationship: text(60),
      emergency_contact_phone: text(40),
      // Lower-case, accent-free names, email, number and job title: one portable search column.
      search_text: text(1000),
      ...timestampColumns(),
    });
    await qi.addIndex('employees', ['tenant_id', 'employee_number'], { unique: true, name: 'employees_tenant_number_uq' });
    await qi.addIndex('employees', ['tenant_id', 'user_id'], { unique: true, name: 'employees_tenant_user_uq' });
    await qi.addIndex('employees', ['tenant_id', 'email'], { unique: true, name: 'employees_tenant_email_uq' });
    await qi.addIndex('employees', ['tenant_id', 'status'], { name: 'employees_tenant_status_idx' });
    await qi.addIndex('employees', ['department_id'], { name: 'employees_department_idx' });
    await qi.addIndex('employees', ['manager_id'], { name: 'employees_manager_idx' });
  },
  async down({ qi }) {
    await qi.dropTable('employees');
  },
};
