import { Suspense, useMemo } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PageHeader } from '../../components/layout/PageHeader';
import { useAuth, useMe } from '../../app/auth/AuthContext';
import { allWidgets } from '../../app/features';

/**
 * The home page of a realm: the widgets every feature registered for it that the caller may
 * see, in order. Modules add their cards as they land (DashboardWidget in their feature).
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const { can } = useAuth();
  const widgets = useMemo(
    () => allWidgets.filter((w) => w.realm === me.realm && can(w)).sort((a, b) => a.order - b.order),
    [me, can],
  );
  const title = me.realm === 'operator' ? t('operatorTitle') : t('title');
  const subtitle =
    me.realm === 'operator'
      ? t('operatorGreeting', { name: me.user.firstName || me.user.email })
      : t('greeting', { name: me.user.firstName || me.user.email, company: me.tenant?.companyName ?? '' });

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {widgets.length === 0 ? (
        <EmptyState title={t('empty.title')} description={t('empty.text')} />
      ) : (
        <Grid container spacing={3} data-testid="dashboard-widgets">
          {widgets.map((widget) => {
            const Widget = widget.component;
            return (
              <Grid
                key={widget.id}
                size={{ xs: 12, md: widget.width === 4 ? 6 : widget.width, lg: widget.width }}
                data-widget={widget.id}
              >
                <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
                  <Widget />
                </Suspense>
              </Grid>
            );
          })}
        </Grid>
      )}
    </>
  );
}
