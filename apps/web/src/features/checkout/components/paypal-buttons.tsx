import { useEffect, useRef, useState } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import {
  loadPaypalSdk,
  type PaypalButtonsOptions,
  type PaypalNamespace,
  type PaypalSdkConfig,
} from '../paypal-sdk';

export type PaypalHandlers = Pick<PaypalButtonsOptions, 'createOrder' | 'onApprove' | 'onCancel' | 'onError'>;

/**
 * PayPal's buttons, rendered by its JS SDK into our container. The SDK script is injected once;
 * the handlers are read through a ref so the buttons are drawn once and always see the latest state.
 */
export function PaypalButtons({ config, handlers }: { config: PaypalSdkConfig; handlers: PaypalHandlers }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(handlers);
  const [sdk, setSdk] = useState<PaypalNamespace | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    latest.current = handlers;
  });

  const { clientId, currency, sdkUrl } = config;
  useEffect(() => {
    let live = true;
    loadPaypalSdk({ clientId, currency, sdkUrl }).then(
      (paypal) => live && setSdk(paypal),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [clientId, currency, sdkUrl]);

  useEffect(() => {
    const target = container.current;
    if (!sdk || !target) return;
    const buttons = sdk.Buttons({
      style: { layout: 'vertical', shape: 'rect', label: 'paypal' },
      createOrder: () => latest.current.createOrder(),
      onApprove: (data) => latest.current.onApprove(data),
      onCancel: () => latest.current.onCancel?.(),
      onError: (err) => latest.current.onError?.(err),
    });
    buttons.render(target).catch(() => setFailed(true));
    return () => {
      void buttons.close?.().catch(() => undefined);
      target.replaceChildren();
    };
  }, [sdk]);

  if (failed) {
    return (
      <Alert color="red" variant="light" data-testid="paypal-load-error">
        {t('checkout.payment.paypalLoadFailed')}
      </Alert>
    );
  }
  return (
    <div>
      {!sdk && (
        <Center py="sm" role="status" aria-label={t('common.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      <div ref={container} data-testid="paypal-buttons" />
    </div>
  );
}
