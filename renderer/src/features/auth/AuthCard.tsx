import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BaobabLogo } from '../../app/layout/BaobabLogo';
import { LanguageSwitch } from '../../app/layout/LanguageSwitch';

/** The frame of the pages seen before logging in: language switch, logo, title, one card. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        backgroundImage: 'radial-gradient(circle at 20% 0%, rgba(46,107,58,0.12), transparent 55%)',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <LanguageSwitch />
      </Box>
      <Box
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 8 }}
      >
        <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 40px rgba(0,0,0,0.08)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
              <BaobabLogo sx={{ fontSize: 48 }} />
              <Typography variant="h1" component="h1">
                {title}
              </Typography>
              {subtitle && (
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                  {subtitle}
                </Typography>
              )}
            </Stack>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
