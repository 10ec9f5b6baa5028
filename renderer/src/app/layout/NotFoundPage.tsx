import Button from '@mui/material/Button';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/feedback/EmptyState';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';

export function NotFoundPage({ home = '/' }: { home?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('common:errors.notFoundTitle'));
  return (
    <EmptyState
      icon={<SearchOffOutlined />}
      title={t('common:errors.notFoundTitle')}
      description={t('common:errors.notFoundText')}
      action={
        <Button component={RouterLink} to={home} variant="contained">
          {t('common:actions.backHome')}
        </Button>
      }
    />
  );
}
