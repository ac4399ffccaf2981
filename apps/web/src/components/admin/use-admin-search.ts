import { useSearchParams } from 'react-router';
import {
  ADMIN_SEARCH_MAX,
  adminSearchType,
  type AdminSearchType,
  type AdminSection,
} from '@atlas/shared/rules/admin-search';

/**
 * The admin header search as the section reads it: `?type=&query=` from the URL.
 * An unknown type falls back to the section's default; a blank query means no search.
 */
export function useAdminSearch<S extends AdminSection>(
  section: S,
): { type: AdminSearchType<S> | undefined; query: string | undefined } {
  const [params] = useSearchParams();
  const query = params.get('query')?.trim().slice(0, ADMIN_SEARCH_MAX) || undefined;
  return { type: adminSearchType(section, params.get('type')), query };
}
