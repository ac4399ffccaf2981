import type { TFunction } from '@/lib/translator';

/** Category names are stored in English; the interface shows them translated where we can. */
export function categoryLabel(t: TFunction, category: string): string {
  return t(`categories.${category}`, { defaultValue: category });
}
