import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as materialEn, frFR as materialFr } from '@mui/material/locale';
import { enUS as gridEn, frFR as gridFr } from '@mui/x-data-grid/locales';
import { enUS as pickersEn, frFR as pickersFr } from '@mui/x-date-pickers/locales';
import { enUS as chartsEn, frFR as chartsFr } from '@mui/x-charts/locales';
import type { Language } from './i18n';

const LOCALES = {
  fr: [materialFr, gridFr, pickersFr, chartsFr],
  en: [materialEn, gridEn, pickersEn, chartsEn],
} as const;

/** The Baobab look: a deep green, warm neutrals, dense but airy tables. */
export function buildTheme(language: Language): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: '#2e6b3a', light: '#5c9a66', dark: '#1c4a26', contrastText: '#ffffff' },
        // Status colours darker than MUI's defaults so white text on a filled chip, and the
        // colour itself on white (outlined chips, buttons), reach WCAG AA's 4.5:1.
        secondary: { main: '#9c5518' },
        info: { main: '#0369a1', contrastText: '#ffffff' },
        warning: { main: '#b45309', contrastText: '#ffffff' },
        success: { main: '#15803d', contrastText: '#ffffff' },
        error: { main: '#b91c1c', contrastText: '#ffffff' },
        background: { default: '#f5f6f4', paper: '#ffffff' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.75rem', fontWeight: 600 },
        h2: { fontSize: '1.5rem', fontWeight: 600 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
        h4: { fontSize: '1.125rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
        MuiPaper: { defaultProps: { variant: 'outlined' } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
        MuiFormControl: { defaultProps: { size: 'small' } },
        MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
        // A read-only form still explains its fields: keep the help legible (AA contrast).
        MuiFormHelperText: {
          styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
        },
      },
    },
    ...LOCALES[language],
  );
}
