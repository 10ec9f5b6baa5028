import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { EmptyState } from '../../components/feedback/EmptyState';
import { useAuth } from './AuthContext';
import type { AccessRule } from './me';

/** A page the caller may not use shows why instead of failing on its first request. */
export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { t } = useTranslation();
  const { can } = useAuth();
  if (!can(rule)) {
    return (
      <EmptyState
        icon={<LockOutlined />}
        title={t('common:errors.forbiddenTitle')}
        description={t('common:errors.forbiddenText')}
      />
    );
  }
  return children;
}
