import { useState } from 'react';
import { CloseButton, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_SEARCH_MAX,
  adminSearchType,
  adminSearchTypes,
  type AdminSection,
} from '@atlas/shared/rules/admin-search';
import { useTranslation } from '@/lib/use-translation';
import classes from './admin-layout.module.css';

/**
 * The header search: a type and a query, debounced 300 ms, that navigate to
 * /admin/{section}?type=…&query=…; the section filters on the server. Clearing returns to the
 * plain section. The dashboard has nothing to filter, so from there it searches users.
 */
export function AdminSearch({ section }: { section: AdminSection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const target: AdminSection = adminSearchTypes[section].length > 0 ? section : 'users';
  const types = adminSearchTypes[target] as readonly string[];
  const urlQuery = params.get('query') ?? '';
  const urlType = adminSearchType(target, params.get('type')) ?? '';
  // what the admin typed, until the URL changes by other means (a link, another section)
  const [typed, setTyped] = useState({ query: urlQuery, type: urlType, url: `${urlType}|${urlQuery}` });
  if (typed.url !== `${urlType}|${urlQuery}`) {
    setTyped({
      query: typed.query.trim() === urlQuery ? typed.query : urlQuery,
      type: urlType,
      url: `${urlType}|${urlQuery}`,
    });
  }
  const { query, type } = typed;

  const go = (nextQuery: string, nextType: string) => {
    const trimmed = nextQuery.trim();
    const base = `/admin/${target}`;
    if (!trimmed) {
      if (pathname !== base || params.size > 0) void navigate(base, { replace: pathname === base });
      return;
    }
    const search = new URLSearchParams({ type: nextType, query: trimmed });
    void navigate(`${base}?${search.toString()}`, { replace: pathname === base });
  };
  const debounced = useDebouncedCallback(go, ADMIN_SEARCH_DEBOUNCE_MS);
  const goNow = (nextQuery: string, nextType: string) => {
    debounced.cancel();
    go(nextQuery, nextType);
  };

  return (
    <form
      role="search"
      className={classes.search}
      onSubmit={(event) => {
        event.preventDefault();
        goNow(query, type);
      }}
    >
      <NativeSelect
        aria-label={t('adminShell.searchType')}
        value={type}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped((current) => ({ ...current, type: next }));
          if (query.trim()) goNow(query, next);
        }}
        data={types.map((value) => ({ value, label: t(`adminShell.searchTypes.${value}`) }))}
        // as wide as its longest field's name, which in Arabic is wider than in English
        style={{ flex: 'none' }}
        data-testid="admin-search-type"
      />
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        type="search"
        aria-label={t('adminShell.search', { section: t(`admin.${target}`) })}
        placeholder={t('adminShell.searchPlaceholder', { section: t(`admin.${target}`) })}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        maxLength={ADMIN_SEARCH_MAX}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped((current) => ({ ...current, query: next }));
          debounced(next, type);
        }}
        rightSection={
          query ? (
            <CloseButton
              size="sm"
              aria-label={t('adminShell.clearSearch')}
              onClick={() => {
                setTyped((current) => ({ ...current, query: '' }));
                goNow('', type);
              }}
              data-testid="admin-search-clear"
            />
          ) : null
        }
        data-testid="admin-search"
      />
    </form>
  );
}
