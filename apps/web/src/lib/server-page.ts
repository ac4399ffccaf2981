import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from './translator';
import type { PageDataSource, PageHead } from '@atlas/shared/contract/server-render';
import type { Language } from '@atlas/shared/rules/locale';

/** What a server-rendered route's data and head functions receive. */
export interface ServerPageArgs {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  lang: Language;
  queryClient: QueryClient;
  source: PageDataSource;
  t: TFunction;
  /** The shop's public origin, for absolute URLs. */
  origin: string;
}

/** A page's own part of the document head; the rest comes from its title key. */
export type PageHeadPart = Partial<Omit<PageHead, 'canonical' | 'noindex'>>;

/** An answer of the page data source that means "there is no such thing" (the read models' 404). */
export const isNotFound = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { statusCode?: number }).statusCode === 404;

/** One line of text at most `max` characters, for descriptions in the head. */
export function shortText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** A root-relative URL (our /media/ and /assets/ files) made absolute, for sharing cards and schema.org. */
export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}
