import { useRef, type RefObject } from 'react';
import { checkoutErrorMessage, type CheckoutMessage } from './checkout-error';
import type { PaypalHandlers } from './components/paypal-buttons';

/**
 * What PayPal's buttons call, for a shopper's checkout and a guest's alike: `create` asks the
 * server for the PayPal order (its own total), `approve` places the order with the approved one.
 * `inFlightRef` is the checkout's own guard against placing twice.
 */
export function usePaypalHandlers({
  create,
  approve,
  onCreateFailed,
  inFlightRef,
  setProcessing,
  setError,
}: {
  create: () => Promise<string>;
  approve: (paypalOrderId: string) => Promise<void>;
  onCreateFailed: (err: unknown) => void;
  inFlightRef: RefObject<boolean>;
  setProcessing: (processing: boolean) => void;
  setError: (error: CheckoutMessage | null) => void;
}): PaypalHandlers {
  // the SDK reports a failed createOrder again through onError: one message is enough
  const errorShown = useRef(false);
  return {
    createOrder: async () => {
      setError(null);
      errorShown.current = false;
      setProcessing(true);
      try {
        return await create();
      } catch (err) {
        errorShown.current = true;
        setError(checkoutErrorMessage(err, 'paypal', 'payment'));
        onCreateFailed(err);
        setProcessing(false);
        throw err;
      }
    },
    onApprove: async ({ orderID }) => {
      if (inFlightRef.current) return;
      inFlightRef.current = true;
      setProcessing(true);
      try {
        await approve(orderID);
      } finally {
        inFlightRef.current = false;
        setProcessing(false);
      }
    },
    onCancel: () => setProcessing(false),
    onError: () => {
      if (!errorShown.current) setError({ key: 'checkout.errors.paymentError' });
      setProcessing(false);
    },
  };
}
