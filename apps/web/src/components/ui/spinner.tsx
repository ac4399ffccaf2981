import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what is loading. Mantine's Loader is a bare `<span>`, on which an
 * `aria-label` alone is not allowed (a generic element has no name); as a status it is announced
 * by its label.
 */
export function Spinner({ label, ...props }: LoaderProps & { label: string }) {
  return <Loader role="status" aria-label={label} {...props} />;
}
