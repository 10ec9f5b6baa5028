import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../../app/api';
import { rolePermissionsPath, type RoleRecord } from './api';
import { sameSet } from './permissionEdits';

type Grants = Record<string, ReadonlySet<string>>;

function grantsOf(roles: readonly RoleRecord[]): Grants {
  return Object.fromEntries(roles.map((role) => [role.id, new Set(role.permissions)]));
}

/** Edits the permission sets of custom roles and saves the changed ones (full replacement). */
export function useGrantsEditor(roles: readonly RoleRecord[], onSaved: () => void) {
  const saved = useMemo(() => grantsOf(roles), [roles]);
  const [edited, setEdited] = useState<Grants>(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => setEdited(saved), [saved]);

  const dirty = useMemo(
    () =>
      roles.filter(
        (role) =>
          !role.systemRole && edited[role.id] && !sameSet(edited[role.id], saved[role.id] ?? new Set()),
      ),
    [roles, edited, saved],
  );

  const change = useCallback(
    (roleId: string, granted: Set<string>) => setEdited((previous) => ({ ...previous, [roleId]: granted })),
    [],
  );

  const save = useCallback(async () => {
    setSaving(true);
    setError(null);
    try {
      for (const role of dirty) {
        await api.put(rolePermissionsPath(role.id), { permissions: [...edited[role.id]].sort() });
      }
      onSaved();
    } catch (err) {
      setError(err);
    } finally {
      setSaving(false);
    }
  }, [dirty, edited, onSaved]);

  return {
    edited,
    change,
    dirty,
    save,
    saving,
    error,
    clearError: () => setError(null),
    reset: () => setEdited(saved),
  };
}
