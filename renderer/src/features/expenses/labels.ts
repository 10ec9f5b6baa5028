import type { TFunction } from 'i18next';
import { EXPENSE_CATEGORIES } from './api';

/** An offered category in the interface language; a free category as typed. */
export function categoryLabel(t: TFunction, category: string): string {
  return (EXPENSE_CATEGORIES as readonly string[]).includes(category)
    ? t(`expenses:categories.${category}`)
    : category;
}
