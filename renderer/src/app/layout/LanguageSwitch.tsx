import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { LanguageMenuItems } from './LanguageMenuItems';

/** The language chooser of pages without a user menu (login). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<TranslateOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('common:userMenu.language')}
        aria-haspopup="menu"
        data-testid="language-switch"
        color="inherit"
      >
        {t(`common:languages.${i18n.resolvedLanguage ?? 'fr'}`)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <LanguageMenuItems onChosen={() => setAnchor(null)} />
      </Menu>
    </>
  );
}
