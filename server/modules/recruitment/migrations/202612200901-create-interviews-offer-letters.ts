import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createInterviewsAndOfferLetters: Migration = {
  name: '202612200901-create-interviews-offer-letters',
  async up({ qi, DataTypes }) {
    const application = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'recruitment_applications', key: 'id' }, onDelete: 'CASCADE' });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    await qi.createTable('recruitment_interviews', {
      ...idColumn(),
      ...tenantColumn(),
      application_id: application(),
      type: { type: DataTypes.STRING(20), allowNull: false },
      starts_at: { type: DataTypes.DATE, allowNull: false },
      duration_minutes: { type: DataTypes.INTEGER, allowNull: false },
      location: { type: DataTypes.STRING(200), allowNull: true },
      interviewer_ids: { type: DataTypes.JSON, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'SCHEDULED' },
      rsvp_token: { type: DataTypes.STRING(64), allowNull: false },
      rsvp_status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'NEEDS_ACTION' },
      rsvp_at: at(),
      sequence: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      invitations_sent_at: at(),
      feedback: { type: DataTypes.JSON, allowNull: false },
      created_by: { type: DataTypes.UUID, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('recruitment_interviews', ['rsvp_token'], { name: 'recruitment_interviews_token_uq', unique: true });
    await qi.addIndex('recruitment_interviews', ['tenant_id', 'starts_at'], { name: 'recruitment_interviews_start_idx' });

    await qi.createTable('recruitment_offer_letters', {
      ...idColumn(),
      ...tenantColumn(),
      application_id: application(),
      body: { type: DataTypes.TEXT, allowNull: false },
      salary_cents: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      start_date: { type: DataTypes.DATEONLY, allowNull: false },
      benefits: { type: DataTypes.STRING(2000), allowNull: true },
      status: { type: DataTypes.STRING(20), allowNull: false },
      workflow_instance_id: { type: DataTypes.UUID, allowNull: true },
      response_token_hash: { type: DataTypes.STRING(64), allowNull: true },
      code_hash: { type: DataTypes.STRING(64), allowNull: true },
      failed_attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      locked_at: at(),
      sent_at: at(),
      expires_at: at(),
      responded_at: at(),
      decided_by: { type: DataTypes.UUID, allowNull: true },
      decision_comment: { type: DataTypes.STRING(1000), allowNull: true },
      created_by: { type: DataTypes.UUID, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('recruitment_offer_letters', ['response_token_hash'], { name: 'recruitment_offer_letters_token_uq', unique: true });
    await qi.addIndex('recruitment_offer_letters', ['tenant_id', 'status', 'expires_at'], { name: 'recruitment_offer_letters_expiry_idx' });

    await qi.createTable('recruitment_settings', {
      ...idColumn(),
      ...tenantColumn(),
      offer_letter_expiry_days: { type: DataTypes.INTEGER, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('recruitment_settings', ['tenant_id'], { name: 'recruitment_settings_tenant_uq', unique: true });
  },
  async down({ qi }) {
    await qi.dropTable('recruitment_settings');
    await qi.dropTable('recruitment_offer_letters');
    await qi.dropTable('recruitment_interviews');
  },
};
