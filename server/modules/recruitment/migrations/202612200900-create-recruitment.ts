import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createRecruitment: Migration = {
  name: '202612200900-create-recruitment',
  async up({ qi, DataTypes }) {
    const uuid = (allowNull = true) => ({ type: DataTypes.UUID, allowNull });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    await qi.createTable('recruitment_requisitions', {
      ...idColumn(),
      ...tenantColumn(),
      job_title: { type: DataTypes.STRING(150), allowNull: false },
      department_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'departments', key: 'id' }, onDelete: 'SET NULL' },
      justification: { type: DataTypes.STRING(20), allowNull: false },
      priority: { type: DataTypes.STRING(20), allowNull: false },
      contract_type: { type: DataTypes.STRING(20), allowNull: false },
      headcount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      salary_min_cents: { type: DataTypes.BIGINT, allowNull: true },
      salary_max_cents: { type: DataTypes.BIGINT, allowNull: true },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
      author_user_id: uuid(false),
      author_employee_id: uuid(),
      workflow_instance_id: uuid(),
      submitted_at: at(),
      decided_by: uuid(),
      decided_at: at(),
      decision_comment: { type: DataTypes.STRING(1000), allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('recruitment_requisitions', ['tenant_id', 'status'], { name: 'recruitment_requisitions_status_idx' });

    await qi.createTable('recruitment_job_offers', {
      ...idColumn(),
      ...tenantColumn(),
      requisition_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'recruitment_requisitions', key: 'id' }, onDelete: 'SET NULL' },
      title: { type: DataTypes.STRING(150), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      location: { type: DataTypes.STRING(150), allowNull: true },
      contract_type: { type: DataTypes.STRING(20), allowNull: true },
      skills: { type: DataTypes.JSON, allowNull: false },
      languages: { type: DataTypes.JSON, allowNull: false },
      is_template: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
      public_token: { type: DataTypes.STRING(64), allowNull: true },
      published_at: at(),
      closed_at: at(),
      archived_at: at(),
      created_by: uuid(false),
      ...timestampColumns(),
    });
    await qi.addIndex('recruitment_job_offers', ['public_token'], { name: 'recruitment_job_offers_token_uq', unique: true });
    await qi.addIndex('recruitment_job_offers', ['tenant_id', 'status'], { name: 'recruitment_job_offers_status_idx' });

    await qi.createTable('recruitment_applications', {
      ...idColumn(),
      ...tenantColumn(),
      offer_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'recruitment_job_offers', key: 'id' }, onDelete: 'RESTRICT' },
      first_name: { type: DataTypes.STRING(80), allowNull: false },
      last_name: { type: DataTypes.STRING(80), allowNull: false },
      email: { type: DataTypes.STRING(200), allowNull: false },
      phone: { type: DataTypes.STRING(40), allowNull: true },
      cover_letter: { type: DataTypes.TEXT, allowNull: true },
      source: { type: DataTypes.STRING(30), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'NEW' },
      rejected_from: { type: DataTypes.STRING(20), allowNull: true },
      rating: { type: DataTypes.INTEGER, allowNull: true },
      cv_document_id: uuid(),
      cv_filename: { type: DataTypes.STRING(255), allowNull: true },
      cv_content_type: { type: DataTypes.STRING(120), allowNull: true },
      cv_size: { type: DataTypes.INTEGER, allowNull: true },
      employee_id: uuid(),
      created_by: uuid(),
      ...timestampColumns(),
    });
    // One application per candidate and offer: two submissions of the same form, one wins.
    await qi.addIndex('recruitment_applications', ['tenant_id', 'offer_id', 'email'], { name: 'recruitment_applications_email_uq', unique: true });
    await qi.addIndex('recruitment_applications', ['tenant_id', 'status'], { name: 'recruitment_applications_status_idx' });

    await qi.createTable('recruitment_activities', {
      ...idColumn(),
      ...tenantColumn(),
      application_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'recruitment_applications', key: 'id' }, onDelete: 'CASCADE' },
      seq: { type: DataTypes.INTEGER, allowNull: false },
      type: { type: DataTypes.STRING(20), allowNull: false },
      from_status: { type: DataTypes.STRING(20), allowNull: true },
      to_status: { type: DataTypes.STRING(20), allowNull: true },
      note: { type: DataTypes.STRING(2000), allowNull: true },
      rating: { type: DataTypes.INTEGER, allowNull: true },
      actor_user_id: uuid(),
      ...timestampColumns(),
    });
    // The order of an application's history (its row is locked while a line is added).
    await qi.addIndex('recruitment_activities', ['application_id', 'seq'], { name: 'recruitment_activities_seq_uq', unique: true });
  },
  async down({ qi }) {
    await qi.dropTable('recruitment_activities');
    await qi.dropTable('recruitment_applications');
    await qi.dropTable('recruitment_job_offers');
    await qi.dropTable('recruitment_requisitions');
  },
};
