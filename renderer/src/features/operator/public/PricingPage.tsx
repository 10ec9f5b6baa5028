import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useDocumentTitle } from '../../../components/layout/useDocumentTitle';
import { formatMoney } from '../../../components/money/moneyText';
import { P, type PublicPlansViewT } from '../api';

/** The public plan comparison (no account needed): prices, quotas and the features of each plan. */
export function PricingPage() {
  const { t, i18n } = useTranslation('operator');
  const english = i18n.resolvedLanguage === 'en';
  useDocumentTitle(t('pricing.title'));
  const [data, setData] = useState<PublicPlansViewT | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const controller = new AbortController();
    // A public endpoint: no session is sent (a visitor has none).
    api
      .request<PublicPlansViewT>('GET', P.publicPlans, { auth: false, signal: controller.signal })
      .then(setData)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err);
      });
    return () => controller.abort();
  }, []);
  const language = i18n.resolvedLanguage ?? 'fr';
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('pricing.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('pricing.subtitle')}
      </Typography>
      {error ? <ProblemAlert error={error} /> : null}
      {!data && !error && <LoadingState />}
      {data && (
        <>
          <Grid container spacing={2} sx={{ mb: 4 }}>
            {data.plans.map((plan) => (
              <Grid key={plan.code} size={{ xs: 12, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }} data-testid={`pricing-plan-${plan.code}`}>
                  <CardHeader title={plan.name} subheader={plan.description} slotProps={{ title: { component: 'h2', variant: 'h5' } }} />
                  <CardContent>
                    <Typography variant="h4" component="p">
                      {formatMoney(plan.monthlyPrice, data.currency, language)}
                      <Typography component="span" color="text.secondary">
                        {' '}
                        {t('pricing.perMonth')}
                      </Typography>
                    </Typography>
                    <Typography color="text.secondary">{t('pricing.annual', { price: formatMoney(plan.annualPrice, data.currency, language) })}</Typography>
                    <Typography sx={{ mt: 1 }}>{plan.quotas.users === null ? t('pricing.unlimitedUsers') : t('pricing.users', { count: plan.quotas.users })}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Box sx={{ overflowX: 'auto' }}>
            <Table aria-label={t('pricing.comparison')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('pricing.feature')}</TableCell>
                  {data.plans.map((p) => (
                    <TableCell key={p.code} align="center">
                      {p.name}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.features.map((f) => (
                  <TableRow key={f.code}>
                    <TableCell component="th" scope="row">
                      {english ? f.nameEn : f.nameFr}
                    </TableCell>
                    {data.plans.map((p) => (
                      <TableCell key={p.code} align="center">
                        {p.featureCodes.includes(f.code) ? <span aria-label={t('pricing.included')}>✓</span> : <span aria-label={t('pricing.notIncluded')}>—</span>}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Container>
  );
}
