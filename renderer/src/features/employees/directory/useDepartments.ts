import { useMemo } from 'react';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { DEPARTMENTS_PATH, type Department } from '../api';

export interface DepartmentOption extends Department {
  depth: number;
}

/** Departments in tree order (each parent followed by its sub-departments), with their depth. */
export function treeOrder(departments: Department[]): DepartmentOption[] {
  const children = new Map<string | null, Department[]>();
  const ids = new Set(departments.map((d) => d.id));
  for (const d of departments) {
    const parent = d.parentId && ids.has(d.parentId) ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const out: DepartmentOption[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const d of (children.get(parent) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'fr'))) {
      out.push({ ...d, depth });
      walk(d.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Every department of the company (a short list), in tree order. */
export function useDepartments() {
  const query = useApiQuery<ListEnvelope<Department>>(DEPARTMENTS_PATH, { pageSize: 200 });
  const options = useMemo(() => treeOrder(query.data?.items ?? []), [query.data]);
  return { departments: options, loading: query.loading, error: query.error, reload: query.reload };
}
