/** The part of the PayPal JS SDK the checkout uses (https://developer.paypal.com/sdk/js/reference/). */
export interface PaypalButtonsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (err: unknown) => void;
  style?: Record<string, string | number | boolean>;
}

export interface PaypalButtons {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
}

export interface PaypalNamespace {
  Buttons: (options: PaypalButtonsOptions) => PaypalButtons;
}

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

export interface PaypalSdkConfig {
  clientId: string;
  currency: string;
  sdkUrl: string;
}

/** The script address: the configured SDK URL with client-id, currency and intent=capture. */
export function paypalSdkSrc(config: PaypalSdkConfig, base = 'http://localhost'): string {
  const url = new URL(config.sdkUrl, base);
  url.searchParams.set('client-id', config.clientId);
  url.searchParams.set('currency', config.currency);
  url.searchParams.set('intent', 'capture');
  return url.href;
}

const loading = new Map<string, Promise<PaypalNamespace>>();

/** Injects the SDK script once per address; a failed load is forgotten so a later visit retries. */
export function loadPaypalSdk(config: PaypalSdkConfig): Promise<PaypalNamespace> {
  const src = paypalSdkSrc(config, window.location.href);
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<PaypalNamespace>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.paypalSdk = '';
      const fail = () => {
        script.remove();
        loading.delete(src);
        reject(new Error('The PayPal script failed to load'));
      };
      script.onload = () => (window.paypal ? resolve(window.paypal) : fail());
      script.onerror = fail;
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
