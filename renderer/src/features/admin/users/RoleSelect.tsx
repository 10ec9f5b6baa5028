import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RoleRecord } from '../roles/api';

export interface RoleSelectProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  roles: RoleRecord[];
  label: string;
  helperText?: string;
}

/** Several roles picked by id, shown as chips. */
export function RoleSelect<T extends FieldValues>({
  name,
  control,
  roles,
  label,
  helperText,
}: RoleSelectProps<T>) {
  const { t } = useTranslation('admin');
  const nameOf = (id: string) => {
    const role = roles.find((r) => r.id === id);
    return role ? t(`common:roles.${role.name}`, { defaultValue: role.name }) : id;
  };
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(event) => {
            const value = event.target.value as unknown;
            field.onChange(typeof value === 'string' ? value.split(',') : value);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {(selected as string[]).map((id) => (
                    <Chip key={id} size="small" label={nameOf(id)} />
                  ))}
                </Box>
              ),
            },
          }}
          data-testid="role-select"
        >
          {roles.map((role) => (
            <MenuItem key={role.id} value={role.id} data-role={role.name}>
              {t(`common:roles.${role.name}`, { defaultValue: role.name })}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
