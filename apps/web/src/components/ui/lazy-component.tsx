import { use, type ComponentType, type ReactNode } from 'react';
import { reloadForNewBuild } from '@/lib/reload-for-new-build';

/** A component whose code is loaded on demand, and which can tell whether it has been. */
export interface LazyComponent<P extends object = object> {
  (props: P): ReactNode;
  /** Loads the code (once; again after a failure). */
  load: () => Promise<void>;
  loaded: () => boolean;
}

/**
 * Like React's `lazy`, but whoever knows it will be needed can `load()` it first and then render
 * it without suspending (React's `lazy` suspends on its first render even when the code is
 * there). Rendered before it has loaded, it suspends to the nearest `<Suspense>`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const component = ((props: P) => {
    if (!Loaded) use(component.load());
    const Component = Loaded!;
    return <Component {...props} />;
  }) as LazyComponent<P>;
  component.load = () =>
    (pending ??= load().then(
      (loaded) => {
        Loaded = loaded;
      },
      (error: unknown) => {
        pending = null; // code that failed to load (offline) may load next time
        // code a deploy removed: the page reloads into the current build, and waits meanwhile
        if (reloadForNewBuild()) return new Promise<never>(() => {});
        throw error;
      },
    ));
  component.loaded = () => Loaded !== null;
  return component;
}
