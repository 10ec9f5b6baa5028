import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BaobabLogo } from '../../../app/layout/BaobabLogo';
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch';

/** The frame of the candidate's pages (no account): language switch, company, title, one wide card. */
export function PublicFrame({ company, title, children }: { company?: string; title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <BaobabLogo sx={{ fontSize: 32 }} />
        <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{company ?? ''}</Typography>
        <LanguageSwitch />
      </Box>
      <Box component="main" sx={{ display: 'flex', justifyContent: 'center', px: 2, pb: 8 }}>
        <Card sx={{ width: '100%', maxWidth: 760 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={2}>
              <Typography variant="h1" component="h1">
                {title}
              </Typography>
              {children}
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
