/**
 * Mantine styles of the screens and overlays no public page paints at first (lib/more-styles.ts):
 * fetched with the first of them, and awaited with its code, so it never shows unstyled.
 */
export const loadMoreStyles = () => import('./more-styles');
