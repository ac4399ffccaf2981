import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AddressDto } from '@atlas/shared/contract/addresses';
import type { OrderDto, PaymentMethod } from '@atlas/shared/contract/orders';
import type { PaymobMethod } from '@atlas/shared/contract/paymob';
import { MOBILE_PATTERN } from '@atlas/shared/contract/users';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { ApiError } from '@/lib/api-client';
import { addressesKey, cartCodeKey, cartKey, deliveryKey } from '@/lib/query-keys';
import { createPaypalOrder } from './api/create-paypal-order';
import { startPaymobPayment } from './api/start-paymob-payment';
import { usePlaceOrder, type PlaceOrderBody } from './api/place-order';
import { addressPayload, initialAddressChoice, type AddressChoice } from './checkout-address';
import { checkoutErrorMessage, failureIsDefinite, isPaymob, type CheckoutMessage } from './checkout-error';
import { forgetCheckout, recallCheckout, rememberCheckout } from './checkout-memory';
import { newIdempotencyKey } from './idempotency-key';
import { usePaypalHandlers } from './paypal-handlers';

/**
 * The checkout's state: payment method, address, the order in progress, its error and the
 * placed order. One idempotency key per attempt: kept while the outcome is unknown (a retry then
 * returns the same order), renewed once the server said for sure that no order was made.
 */
export function useCheckout({
  userId,
  addresses,
  paypalAvailable,
  paymobMethods,
}: {
  userId: number;
  addresses: readonly AddressDto[];
  paypalAvailable: boolean;
  paymobMethods: readonly PaymobMethod[];
}) {
  const client = useQueryClient();
  const placeOrder = usePlaceOrder(userId);
  // back from Paymob (a declined card, the back button): what was typed is still there
  const [memory] = useState(recallCheckout);
  const [methodChoice, setMethod] = useState<PaymentMethod | null>(memory?.method ?? null);
  const [address, setAddress] = useState<AddressChoice>(memory?.address ?? initialAddressChoice);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<CheckoutMessage | null>(null);
  const [placed, setPlaced] = useState<OrderDto | null>(null);
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);

  const [phone, setPhone] = useState(memory?.phone ?? '');
  const offered = (m: PaymentMethod) =>
    m === 'cod' || (m === 'paypal' ? paypalAvailable : paymobMethods.includes(m));
  const method: PaymentMethod =
    methodChoice && offered(methodChoice) ? methodChoice : paypalAvailable ? 'paypal' : 'cod';
  const payload = addressPayload(address, addresses);
  const phoneValid = MOBILE_PATTERN.test(phone.trim());

  // back from Paymob's page through the browser's back button: the page may be restored as it was left
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const afterFailure = (err: unknown) => {
    if (failureIsDefinite(err)) key.current = null;
    if (err instanceof ApiError) {
      if (err.code === ErrorCode.emptyCart || err.code === ErrorCode.outOfStock)
        void client.invalidateQueries({ queryKey: cartKey(userId) });
      if (err.code === ErrorCode.addressNotFound)
        void client.invalidateQueries({ queryKey: addressesKey(userId) });
      // the shop's delivery settings changed meanwhile: show what they are now
      if (err.code === ErrorCode.deliveryUnavailable || err.code === ErrorCode.paymentFailed)
        void client.invalidateQueries({ queryKey: deliveryKey });
      // the code stopped applying (used up meanwhile…): the cart's code says why, and can be removed
      if (err.code === ErrorCode.couponRefused || err.code === ErrorCode.paymentFailed)
        void client.invalidateQueries({ queryKey: cartCodeKey(userId) });
    }
  };

  const submit = async (body: PlaceOrderBody) => {
    key.current ??= newIdempotencyKey();
    try {
      const order = await placeOrder.mutateAsync({ body, idempotencyKey: key.current });
      key.current = null;
      forgetCheckout();
      setPlaced(order);
    } catch (err) {
      setError(checkoutErrorMessage(err, body.paymentMethod));
      afterFailure(err);
    }
  };

  const placeCod = async () => {
    if (inFlight.current || !payload) return;
    inFlight.current = true;
    setError(null);
    setProcessing(true);
    try {
      await submit({ paymentMethod: 'cod', ...payload });
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };

  /** Paymob: the server creates the intention for its cart total, then the browser goes to Paymob's page. */
  const payWithPaymob = async () => {
    if (inFlight.current || !payload || !isPaymob(method) || !phoneValid) return;
    inFlight.current = true;
    setError(null);
    setProcessing(true);
    try {
      const { checkoutUrl } = await startPaymobPayment({ method, ...payload, phone: phone.trim() });
      rememberCheckout({ address, phone, method });
      if ('saveAddress' in payload && payload.saveAddress)
        void client.invalidateQueries({ queryKey: addressesKey(userId) });
      window.location.assign(checkoutUrl);
    } catch (err) {
      setError(checkoutErrorMessage(err, method, 'payment'));
      afterFailure(err);
      setProcessing(false);
    } finally {
      inFlight.current = false;
    }
  };

  const paypal = usePaypalHandlers({
    create: async () => (await createPaypalOrder(payload)).id,
    approve: (paypalOrderId) => submit({ paymentMethod: 'paypal', paypalOrderId, ...(payload ?? {}) }),
    onCreateFailed: afterFailure,
    inFlightRef: inFlight,
    setProcessing,
    setError,
  });

  return {
    method,
    setMethod: (m: PaymentMethod) => {
      setMethod(m);
      setError(null);
    },
    address,
    setAddress,
    addressReady: payload !== null,
    processing,
    error,
    placed,
    placeCod,
    paypal,
    phone,
    setPhone,
    phoneValid,
    payWithPaymob,
  };
}
