/**
 * A picture with `data-fallback="/assets/…"` shows that file instead when it fails to load,
 * whether it failed before the page was hydrated (in the server's HTML) or after, with one
 * listener instead of one per component. Error events do not bubble, but the window sees them
 * in the capture phase.
 */
export function showImageFallbacks(): void {
  const swap = (img: HTMLImageElement) => {
    const fallback = img.dataset.fallback;
    if (fallback && !img.src.endsWith(fallback)) img.src = fallback;
  };
  window.addEventListener(
    'error',
    (event) => event.target instanceof HTMLImageElement && swap(event.target),
    true,
  );
  // those that failed before this script ran
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (img.complete && img.naturalWidth === 0) swap(img);
  }
}
