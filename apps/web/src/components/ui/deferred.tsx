import { Suspense, useState, type ComponentType } from 'react';
import { loadMoreStyles } from '@/lib/load-more-styles';
import { lazyComponent } from './lazy-component';

/**
 * An overlay (drawer, dialog) whose code loads the first time it opens, then stays mounted so it
 * can animate closed. Keeps what a page needs only on demand out of its first JavaScript.
 * `preload()` fetches the code early, e.g. when the pointer reaches the button that opens it.
 */
export function deferred<P extends { opened: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazyComponent(async () => (await Promise.all([load(), loadMoreStyles()]))[0].default);
  function Deferred(props: P) {
    const [mounted, setMounted] = useState(false);
    if (props.opened && !mounted) setMounted(true);
    return mounted ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  }
  // a preload that fails (offline) is tried again when the overlay opens
  Deferred.preload = () => void Lazy.load().catch(() => undefined);
  return Deferred;
}
