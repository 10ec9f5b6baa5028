import { Op } from 'sequelize';
import { appServices, type ScheduledJob } from '../../../platform/modules';
import { currentContext, now } from '../../../platform/tenancy/context';
import { LicenseInstance } from '../models/license-instance';
import { LicenseKey } from '../models/license-key';
import { licFileName } from '../presenter';

export const LICENSE_MAIL_JOB = 'license-issuer.mail';

/**
 * Mails each issued `.lic` to its instance's contact, once (onceKey per key, recorded in the
 * item's transaction with mailedAt; the mail leaves when it commits). Issuance runs it at once;
 * every 5 minutes it sends what a busy run left. A key renewed or revoked before its mail left is
 * not sent any more.
 */
export const licenseMailJob: ScheduledJob<string> = {
  name: LICENSE_MAIL_JOB,
  schedule: '*/5 * * * *',
  scope: 'system',
  items: async () =>
    (await LicenseKey.findAll({ where: { mailedAt: { [Op.is]: null }, status: 'ACTIVE' }, attributes: ['id'], order: [['issuedAt', 'ASC']] })).map((k) => k.id),
  onceKey: (keyId) => `license-key:${keyId}`,
  handle: (keyId, { now: at }) => mailLicense(keyId, at),
  describe: (keyId) => `license key ${keyId}`,
};

/** Runs the mail job now (after an issuance commits); a failure is logged, the next run retries. */
export async function sendIssuedLicenses(): Promise<void> {
  const app = currentContext()?.app;
  try {
    await appServices().jobs.runNow(LICENSE_MAIL_JOB, now());
  } catch (err) {
    app?.logger.error({ err }, 'The license mail job failed after an issuance');
  }
}

/** The `.lic` to the instance's contact, attached (base64), in French and English. */
async function mailLicense(keyId: string, at: Date): Promise<void> {
  const key = await LicenseKey.findByPk(keyId);
  if (!key || key.status !== 'ACTIVE' || key.mailedAt) return;
  const instance = await LicenseInstance.findByPk(key.instanceId);
  if (!instance) return;
  const filename = licFileName(instance.instanceCode, key.sequence);
  const until = key.expiresAt.toISOString().slice(0, 10);
  await appServices().mail.send({
    to: instance.contactEmail,
    subject: `Licence Baobab ${instance.instanceCode} / Baobab license`,
    text: [
      `Bonjour ${instance.contactName},`,
      '',
      `Veuillez trouver ci-joint la licence de votre installation ${instance.instanceCode} (${instance.companyName}), valable jusqu'au ${until}.`,
      "Importez-la dans Administration → Licence (ou Fichier → Importer une licence… dans l'application de bureau).",
      '',
      `Hello ${instance.contactName},`,
      '',
      `Attached is the license of your installation ${instance.instanceCode} (${instance.companyName}), valid until ${until}.`,
      'Import it in Administration → License (or File → Import a license… in the desktop app).',
    ].join('\n'),
    attachments: [{ filename, content: key.licValue, contentType: 'application/octet-stream' }],
  });
  await key.update({ mailedAt: at });
}
