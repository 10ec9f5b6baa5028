import { LicenseActivationView, LicenseFingerprintView, LicenseStatusView, LICENSE_UPLOAD_FIELD } from '../../../shared/schemas/license';
import { ApiRouter } from '../../platform/http/api-router';
import { sendFile } from '../../platform/http/download';
import { refusal } from '../../platform/http/problem';
import { permission } from '../../platform/http/requirements';
import { ARMOUR_MAX_BYTES } from '../../platform/license';
import { port } from '../../platform/modules';

/**
 * The on-premise side of licensing (onprem profile only), with the specification's permissions;
 * on-premise an ORG_ADMIN holds them (shared/permissions.ts, ONPREM_ADMIN_PERMISSIONS). They work
 * whatever the license's status: they are how a license gets installed.
 */
export function licenseRoutes(): ApiRouter {
  return new ApiRouter('License')
    .get(
      '/license/fingerprint',
      {
        summary: 'This machine’s fingerprint, as last collected',
        description: 'Collected at start and every few hours in the background, never for a request.',
        access: permission('platform.subscription.admin'),
        response: LicenseFingerprintView,
      },
      ({ ctx }) => port('license').fingerprintView(ctx.now()),
    )
    .get(
      '/license/request-export',
      {
        summary: 'A license request file to send to the vendor (no network call)',
        description:
          'Armoured text with the instance code (once there is one), a fresh nonce, the current license key, the app version and the fingerprint. The nonce is kept until a license answers it; the vendor declares the file (POST /admin-platform/license-instances/declare, requestFile).',
        access: permission('platform.subscription.admin'),
        produces: 'text/plain',
      },
      async ({ res, ctx }) => {
        const { text, filename } = await port('license').exportRequest(ctx.now());
        sendFile(res, filename, 'text/plain; charset=utf-8', text);
      },
    )
    .post(
      '/license/activate',
      {
        summary: 'Install a license file (.lic)',
        description:
          'Multipart field `file` (64 KiB at most). The signature, the chain to the trusted root, the instance, the request it answers and the machine are checked; a refused file answers 403 LICENSE_INVALID with `reason` (BAD_SIGNATURE, HARDWARE_MISMATCH, SUPERSEDED, NONCE_UNKNOWN…) and changes nothing. A first activation must answer a request exported here; a renewal must name the installed key with a higher sequence.',
        access: permission('platform.license.manage'),
        upload: { field: LICENSE_UPLOAD_FIELD, maxBytes: ARMOUR_MAX_BYTES },
        response: LicenseActivationView,
        // The license runs its own transaction (it holds the installation's row).
        transaction: false,
      },
      async ({ file, ctx }) => {
        const license = port('license');
        const result = await license.activate(file!.buffer, ctx.now());
        if (!result.ok) {
          throw refusal('LICENSE_INVALID', 'license.refused', { reason: result.reason, detail: result.detail }, { reason: result.reason });
        }
        return { outcome: result.kind, license: await license.status(ctx.now()) };
      },
    )
    .get(
      '/license/status',
      {
        summary: 'The local license status',
        description:
          'INVALID, REVOKED (every tenant endpoint refused), SUSPENDED, EXPIRED (read-only), GRACE_PERIOD (full use until graceEndsAt) or ACTIVE, with the reason and the license’s modules.',
        access: permission('platform.tenants.read'),
        response: LicenseStatusView,
      },
      ({ ctx }) => port('license').status(ctx.now()),
    );
}
