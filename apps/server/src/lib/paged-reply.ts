import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';

/** A page of a list as an answer: its rows as the body, how many there are in all as a header. */
export function sendPage<T>(
  reply: { header: (name: string, value: string) => unknown },
  page: { items: T[]; total: number },
): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}
