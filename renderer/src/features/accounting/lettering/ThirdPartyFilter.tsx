import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ThirdPartyView } from '../../../../../shared/schemas/accounting-books';
import { useApiQuery } from '../../../app/api/useApiQuery';

type ThirdParty = z.infer<typeof ThirdPartyView>;
const THIRD_PARTIES_PATH = '/accounting/third-parties';

/** Picks one third party (searched on the server by name or code) to narrow a list to its lines. */
export function ThirdPartyFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('books');
  const [input, setInput] = useState('');
  const found = useApiQuery<{ items: ThirdParty[] }>(THIRD_PARTIES_PATH, { q: input.trim() || undefined, pageSize: 20, sort: 'name' });
  const chosen = useApiQuery<ThirdParty>(value ? `${THIRD_PARTIES_PATH}/${value}` : null);
  return (
    <Autocomplete
      options={found.data?.items ?? []}
      value={value ? (chosen.data ?? null) : null}
      loading={found.loading}
      filterOptions={(options) => options}
      getOptionLabel={(p) => `${p.name} (${p.code})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_event, party) => onChange(party?.id ?? '')}
      sx={{ minWidth: 280 }}
      renderInput={(params) => <TextField {...params} label={t('lettering.thirdParty')} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'lettering-third-party' } }} />}
    />
  );
}
