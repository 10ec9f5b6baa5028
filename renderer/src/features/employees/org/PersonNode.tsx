import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrgPerson } from '../api';
import { personInitials } from '../directory/EmployeeCards';

/** A person of the chart: initials, name, job, department; the focus stands out. */
export function PersonNode({
  person,
  focus,
  onOpen,
}: {
  person: OrgPerson;
  focus?: boolean;
  onOpen: (person: OrgPerson) => void;
}) {
  const { t } = useTranslation('employees');
  return (
    <Card
      variant={focus ? 'elevation' : 'outlined'}
      elevation={focus ? 6 : 0}
      sx={{
        width: 230,
        flexShrink: 0,
        borderColor: focus ? 'primary.main' : undefined,
        borderWidth: focus ? 2 : 1,
        borderStyle: 'solid',
      }}
      data-testid={focus ? 'org-focus' : 'org-person'}
    >
      <CardActionArea
        onClick={() => onOpen(person)}
        sx={{ p: 1.5, display: 'flex', justifyContent: 'flex-start', gap: 1.5 }}
        aria-label={t('org.focusOn', { name: person.fullName })}
      >
        <Badge
          badgeContent={person.directReportsCount}
          color="secondary"
          overlap="circular"
          invisible={person.directReportsCount === 0}
        >
          <Avatar sx={{ bgcolor: focus ? 'primary.main' : 'grey.700' }}>{personInitials(person)}</Avatar>
        </Badge>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {person.fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {person.jobTitle ?? '—'}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {person.department?.name ?? ''}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The vertical line between two levels of the chart. */
export function Connector() {
  return <Box aria-hidden sx={{ width: 2, height: 20, bgcolor: 'divider', mx: 'auto' }} />;
}
