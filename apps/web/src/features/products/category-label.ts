import type { TFunction } from 'i18next';

/** Category names are stored in English; the interface shows them translated where we can. */
export function categoryLabel(t: TFunction, category: string): string {
  return t(`categories.${category}`, { defaultValue: category, nsSeparator: false });
}
