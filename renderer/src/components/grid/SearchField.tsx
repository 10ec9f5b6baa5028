import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Wait this long after the last keystroke before searching. */
  delayMs?: number;
}

/** A search box that updates the list once typing pauses (not on every keystroke). */
export function SearchField({ label, value, onChange, delayMs = 350 }: SearchFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange, delayMs]);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      type="search"
      sx={{ minWidth: 240, maxWidth: { md: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
