import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { DepartmentOption } from './useDepartments';

export type DepartmentSelectProps = Omit<TextFieldProps, 'select' | 'children' | 'onChange' | 'value'> & {
  departments: DepartmentOption[];
  value: string;
  onChange: (id: string) => void;
  /** Label of the empty choice ("all", "none"). */
  emptyLabel: string;
  /** A department that may not be chosen, with its sub-departments (moving a department). */
  excludeSubtreeOf?: string;
};

/** A department chosen in the tree, sub-departments indented under their parent. */
export function DepartmentSelect({
  departments,
  value,
  onChange,
  emptyLabel,
  excludeSubtreeOf,
  ...props
}: DepartmentSelectProps) {
  const { t } = useTranslation('employees');
  const excluded = new Set<string>();
  if (excludeSubtreeOf) {
    excluded.add(excludeSubtreeOf);
    let grew = true;
    while (grew) {
      grew = false;
      for (const d of departments) {
        if (d.parentId && excluded.has(d.parentId) && !excluded.has(d.id)) {
          excluded.add(d.id);
          grew = true;
        }
      }
    }
  }
  return (
    <TextField select value={value} onChange={(event) => onChange(event.target.value)} {...props}>
      <MenuItem value="">{emptyLabel}</MenuItem>
      {departments
        .filter((d) => !excluded.has(d.id))
        .map((d) => (
          <MenuItem key={d.id} value={d.id} sx={{ pl: 2 + d.depth * 2 }}>
            {d.name}
            {d.code ? ` (${d.code})` : ''}
          </MenuItem>
        ))}
      {value && !departments.some((d) => d.id === value) && (
        <MenuItem value={value}>{t('departments.unknown')}</MenuItem>
      )}
    </TextField>
  );
}
