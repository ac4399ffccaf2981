import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { StatusPage } from './status-page';

/**
 * Shown instead of the app when a screen throws (including a page's code that failed to load,
 * offline or after a deploy, and still did after a reload); trying again reloads the page, or
 * does what `onRetry` says (the error route goes back).
 */
export function RouteErrorPage({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="500"
      title={t('errorPage.title')}
      message={t('errorPage.message')}
      actions={
        <Button variant="subtle" leftSection={<IconRefresh size={18} />} onClick={onRetry}>
          {t('errorPage.retry')}
        </Button>
      }
    />
  );
}

interface BoundaryState {
  failed: boolean;
  address: string;
}

class ErrorBoundary extends Component<{ children: ReactNode; address: string }, BoundaryState> {
  override state: BoundaryState = { failed: false, address: this.props.address };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // another address renders the app again (its link or the browser's back button)
  static getDerivedStateFromProps(props: { address: string }, state: BoundaryState): BoundaryState | null {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** The error page for the address that failed, until the shopper goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary address={pathname}>{children}</ErrorBoundary>;
}
