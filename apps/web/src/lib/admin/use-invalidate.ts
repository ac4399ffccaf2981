import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A write's follow-up: every query under each of `keys` is fetched again, all at once. */
export function useInvalidate(...keys: readonly QueryKey[]): () => Promise<unknown> {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
