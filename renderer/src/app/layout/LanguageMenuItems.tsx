import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, type Language } from '../i18n';

/** "Français / English" items; each language is named in itself. */
export function LanguageMenuItems({ onChosen }: { onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  return LANGUAGES.map((language: Language) => {
    const selected = i18n.resolvedLanguage === language;
    return (
      <MenuItem
        key={language}
        selected={selected}
        lang={language}
        data-testid={`language-${language}`}
        onClick={() => {
          void changeLanguage(language);
          onChosen?.();
        }}
      >
        <ListItemIcon>{selected && <Check fontSize="small" />}</ListItemIcon>
        <ListItemText>{t(`common:languages.${language}`, { lng: language })}</ListItemText>
      </MenuItem>
    );
  });
}
