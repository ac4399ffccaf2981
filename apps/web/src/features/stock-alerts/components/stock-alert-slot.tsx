import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { StockAlertFormProps } from './stock-alert-form';

const StockAlertForm = lazyComponent(async () => (await import('./stock-alert-form')).StockAlertForm);

/**
 * Where 'E-mail me when it is back' goes under a sold-out flavor. Its code loads in the browser
 * only when a sold-out flavor is shown, after hydration, so it costs the first JavaScript nothing.
 */
export function StockAlertSlot(props: StockAlertFormProps) {
  const [ready, setReady] = useState(StockAlertForm.loaded());
  useEffect(() => {
    if (ready) return;
    let live = true;
    StockAlertForm.load().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <StockAlertForm {...props} />
    </Suspense>
  ) : null;
}
