import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/files/FileUpload';
import { PATHS, type Resource } from '../api';
import { ResourcePhoto } from '../catalogue/ResourcePhoto';

const MAX_BYTES = 5 * 1024 * 1024;

/** Shows the resource's photo and replaces it (JPEG, PNG or WebP, 5 MB at most). */
export function PhotoDialog({
  resource,
  onClose,
  onUploaded,
}: {
  resource: Resource | null;
  onClose: () => void;
  onUploaded: (r: Resource) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <Dialog open={resource !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('manage.resources.photoTitle', { name: resource?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {resource && <ResourcePhoto resource={resource} height={200} />}
        {resource && (
          <FileUpload<Resource>
            path={PATHS.resourceAction(resource.id, 'photo')}
            accept="image/jpeg,image/png,image/webp"
            maxBytes={MAX_BYTES}
            label={t('manage.resources.photoHelp')}
            onUploaded={onUploaded}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
