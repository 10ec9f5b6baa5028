import { useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotifierProvider } from '../components/feedback/Notifier';
import { AuthProvider } from './auth/AuthProvider';
import { isLanguage, DEFAULT_LANGUAGE } from './i18n';
import { createAppRouter } from './router';
import { buildTheme } from './theme';

const router = createAppRouter();

export function App() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const theme = useMemo(() => buildTheme(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotifierProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </NotifierProvider>
    </ThemeProvider>
  );
}
