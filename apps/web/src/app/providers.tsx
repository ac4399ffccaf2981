import { lazy, Suspense, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useToastsRequested } from '@/lib/toast';
import type { Translator } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Direction, MantineColorSchemeManager } from '@mantine/core';
import { theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** The shop has one colour scheme: nothing to read from storage on every page load, or to follow. */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export function Providers({
  children,
  direction,
  queryClient,
  translator,
}: {
  children: ReactNode;
  direction: Direction;
  queryClient: QueryClient;
  translator: Translator;
}) {
  return (
    <TranslationProvider translator={translator}>
      <DirectionProvider initialDirection={direction} detectDirection={false}>
        {/* the theme's CSS variables and classes come with the styles (theme-variables.css) */}
        <MantineProvider
          theme={theme}
          forceColorScheme="light"
          colorSchemeManager={lightOnly}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <DeferredNotifications />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </TranslationProvider>
  );
}

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** The toasts' code loads with the first toast (lib/toast). */
function DeferredNotifications() {
  return useToastsRequested() ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  ) : null;
}
