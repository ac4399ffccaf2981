import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { AddressFields } from '@atlas/shared/contract/addresses';
import type { PaymentMethod } from '@atlas/shared/contract/orders';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { ApiError } from '@/lib/api-client';
import { guestCart, type GuestLine } from '@/lib/guest-cart';
import { fetchGuestQuote, guestQuoteKey, type GuestQuoteRequest } from '@/lib/guest-quote';
import { productsKey } from '@/lib/query-keys';
import { createGuestPaypalOrder } from './api/create-paypal-order';
import { placeGuestOrder } from './api/place-guest-order';
import { startGuestPaymobPayment } from './api/start-paymob-payment';
import { usePaypalHandlers } from './paypal-handlers';
import { checkoutErrorMessage, failureIsDefinite, isPaymob, type CheckoutMessage } from './checkout-error';
import { contactPayload } from './guest-contact';
import { guestOrderPlaced, recallGuestCheckout, rememberGuestCheckout } from './guest-checkout-memory';
import { newIdempotencyKey } from './idempotency-key';

/**
 * A guest's checkout: contact, address and way of paying (kept in the tab as typed), the lines
 * and charges as the server's quote prices them for that governorate and method, and the order.
 * One idempotency key per attempt, as for shoppers (use-checkout).
 */
export function useGuestCheckout({
  lines,
  methods,
  onPlaced,
}: {
  lines: readonly GuestLine[];
  /** The ways of paying offered to guests, cash on delivery first. */
  methods: readonly PaymentMethod[];
  onPlaced: () => void;
}) {
  const client = useQueryClient();
  const [form, setForm] = useState(recallGuestCheckout);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<CheckoutMessage | null>(null);
  const [placed, setPlaced] = useState(false);
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => rememberGuestCheckout(form), [form]);

  const method: PaymentMethod =
    form.method && methods.includes(form.method) ? form.method : (methods[0] ?? 'cod');
  // the governorate comes from the select of the shop's governorates (the server checks it again)
  const governorate = (form.address.governorate || undefined) as GuestQuoteRequest['governorate'];
  const quoteInput = { items: [...lines], governorate, paymentMethod: method };
  const quote = useQuery({
    queryKey: guestQuoteKey(quoteInput),
    queryFn: ({ signal }) => fetchGuestQuote(quoteInput, signal),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    // always fresh on arrival: stock may have moved since the cart was last shown
    refetchOnMount: 'always',
  });

  const contact = contactPayload(form.contact);
  const address = form.address.governorate ? AddressFields.safeParse(form.address) : null;
  const ready = !!contact && !!address?.success;

  /** Places the order (cash on delivery, or the PayPal order the guest approved); the caller holds inFlight. */
  const submit = async (
    payment: { paymentMethod: 'cod' } | { paymentMethod: 'paypal'; paypalOrderId: string },
  ) => {
    if (!contact || !address?.success) return;
    key.current ??= newIdempotencyKey();
    try {
      const { order, lookupToken } = await placeGuestOrder(
        { contact, address: address.data, items: [...lines], ...payment },
        key.current,
      );
      key.current = null;
      guestOrderPlaced({ order, lookupToken, email: contact.email });
      void client.invalidateQueries({ queryKey: productsKey });
      // placed first: this page, finding the cart empty, must not go back to the cart on its way out
      setPlaced(true);
      onPlaced();
      guestCart.clear();
    } catch (err) {
      if (failureIsDefinite(err)) key.current = null;
      setError(checkoutErrorMessage(err, payment.paymentMethod));
      // stock or prices moved meanwhile: show the lines as they are now
      if (err instanceof ApiError && err.code === ErrorCode.outOfStock) void quote.refetch();
    }
  };

  const place = async () => {
    if (inFlight.current || !ready || method !== 'cod') return;
    inFlight.current = true;
    setError(null);
    setProcessing(true);
    try {
      await submit({ paymentMethod: 'cod' });
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };

  /** PayPal's buttons: the server creates the PayPal order for its total of these lines, then captures it. */
  const paypal = usePaypalHandlers({
    create: async () => {
      if (!contact || !address?.success) throw new Error('the form is not complete');
      return (await createGuestPaypalOrder({ contact, address: address.data, items: [...lines] })).id;
    },
    approve: (paypalOrderId) => submit({ paymentMethod: 'paypal', paypalOrderId }),
    onCreateFailed: (err) => {
      if (err instanceof ApiError && err.code === ErrorCode.outOfStock) void quote.refetch();
    },
    inFlightRef: inFlight,
    setProcessing,
    setError,
  });

  /** Paymob: the server prices the lines and creates the intention, then the browser goes to Paymob's page. */
  const payWithPaymob = async () => {
    if (inFlight.current || !contact || !address?.success || !isPaymob(method)) return;
    inFlight.current = true;
    setError(null);
    setProcessing(true);
    try {
      const { checkoutUrl } = await startGuestPaymobPayment({
        method,
        contact,
        address: address.data,
        items: [...lines],
      });
      // the form stays in the tab: a declined card comes back to it as it was
      window.location.assign(checkoutUrl);
    } catch (err) {
      setError(checkoutErrorMessage(err, method, 'payment'));
      if (err instanceof ApiError && err.code === ErrorCode.outOfStock) void quote.refetch();
      setProcessing(false);
    } finally {
      inFlight.current = false;
    }
  };

  return {
    form,
    setContact: (contact: typeof form.contact) => setForm((f) => ({ ...f, contact })),
    setAddress: (address: typeof form.address) => setForm((f) => ({ ...f, address })),
    method,
    setMethod: (m: PaymentMethod) => {
      setForm((f) => ({ ...f, method: m }));
      setError(null);
    },
    quote,
    ready,
    processing,
    error,
    /** The order exists (the page is on its way to the confirmation). */
    placed,
    place,
    paypal,
    payWithPaymob,
  };
}
