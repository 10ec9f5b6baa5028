import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

type Tone = NonNullable<ChipProps['color']>;

/** Colour of the common statuses; modules pass `tones` for their own. */
const DEFAULT_TONES: Record<string, Tone> = {
  ACTIVE: 'success',
  APPROVED: 'success',
  POSTED: 'success',
  PAID: 'success',
  SIGNED: 'success',
  COMPLETED: 'success',
  OPEN: 'info',
  SENT: 'info',
  SUBMITTED: 'info',
  TRIAL: 'info',
  PENDING: 'warning',
  DRAFT: 'default',
  REOPENED: 'warning',
  ON_LEAVE: 'warning',
  SUSPENDED: 'error',
  REJECTED: 'error',
  CANCELLED: 'default',
  INACTIVE: 'default',
  CLOSED: 'default',
  TERMINATED: 'default',
  REVOKED: 'error',
};

export interface StatusChipProps {
  status: string;
  /** i18n key prefix of the labels; defaults to `common:status`. */
  labelPrefix?: string;
  tones?: Record<string, Tone>;
  size?: ChipProps['size'];
}

/** A status value of the API (`DRAFT`, `ACTIVE`…) as a coloured, translated chip. */
export function StatusChip({
  status,
  labelPrefix = 'common:status',
  tones,
  size = 'small',
}: StatusChipProps) {
  const { t } = useTranslation();
  const color = tones?.[status] ?? DEFAULT_TONES[status] ?? 'default';
  return (
    <Chip
      size={size}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={t(`${labelPrefix}.${status}`, { defaultValue: status })}
      data-status={status}
    />
  );
}
