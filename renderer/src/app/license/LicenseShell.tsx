import { useEffect, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/feedback/EmptyState';
import { api } from '../api';
import { useAuth, useMe } from '../auth/AuthContext';
import { registerDesktopLicenseImport } from './desktopImport';
import { canManageLicense, isLicenseBlocked, licenseBanner, LICENSE_PATH } from './notice';

/** Pages that stay open without a valid license: the license screen, the caller's own account and the backups (the data is the company's). */
const OPEN_PATHS = [LICENSE_PATH, '/account', '/admin/backups'];

/**
 * On-premise, what the installation's license allows around every tenant page: without a valid
 * license the administrators are taken to the license screen and the others told why; a license
 * in grace, suspended or expired shows a banner. Nothing in the SaaS (no license in `/auth/me`).
 */
export function LicenseShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('license');
  const me = useMe();
  const { pathname } = useLocation();
  useDesktopLicenseImport();
  const banner = useMemo(() => licenseBanner(me.license, new Date()), [me.license]);
  const admin = canManageLicense(me);

  if (isLicenseBlocked(me.license) && !OPEN_PATHS.some((p) => pathname.startsWith(p))) {
    if (admin) return <Navigate to={LICENSE_PATH} replace />;
    return (
      <EmptyState
        icon={<GppBadOutlined />}
        title={t('blocked.title')}
        description={t('blocked.text', { reason: t(`reasons.${me.license?.reason ?? 'NO_LICENSE'}`) })}
      />
    );
  }
  return (
    <>
      {banner && (
        <Alert
          severity={banner.severity}
          sx={{ mb: 3 }}
          data-testid="license-banner"
          action={
            admin && !pathname.startsWith(LICENSE_PATH) ? (
              <Button component={RouterLink} to={LICENSE_PATH} color="inherit" size="small">
                {t('banner.manage')}
              </Button>
            ) : undefined
          }
        >
          {banner.daysLeft === null
            ? t(`banner.${banner.status}`, { reason: t(`reasons.${banner.reason ?? banner.status}`) })
            : t('banner.GRACE_PERIOD', { count: banner.daysLeft, reason: t(`reasons.${banner.reason ?? 'EXPIRED'}`) })}
        </Alert>
      )}
      {children}
    </>
  );
}

/** In the desktop app, the menu's *Import a license…* uploads through this page's session. */
function useDesktopLicenseImport(): void {
  const { status, refreshMe } = useAuth();
  const me = useMe();
  const onprem = me.license !== undefined;
  useEffect(() => {
    if (!onprem) return undefined;
    return registerDesktopLicenseImport(
      window.baobab,
      (path, body) => api.upload(path, body),
      () => status === 'authenticated',
      () => void refreshMe(),
    );
  }, [onprem, status, refreshMe]);
}
