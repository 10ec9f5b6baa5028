import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enGB, fr } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

/**
 * Date pickers in the interface language (French: Monday first, dd/MM/yyyy). Each picker brings
 * its own (DateField, MonthField…), so the adapter and date-fns load with the pages that have a
 * picker rather than with the first screen.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? enGB : fr;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
      {children}
    </LocalizationProvider>
  );
}
