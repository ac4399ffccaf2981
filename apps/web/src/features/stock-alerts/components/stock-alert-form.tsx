import { useState } from 'react';
import { isValidEmail } from '@atlas/shared/rules/credentials';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useAskForAlert, useCancelAlert, useOwnAlerts } from '../api/stock-alerts';
import { stockAlertErrorKey } from '../stock-alert-errors';
import { StockAlertView, type StockAlertStatus } from './stock-alert-view';

export interface StockAlertFormProps {
  productId: number;
  /** The English flavor key; none for a product without flavors. */
  flavor: string | undefined;
  flavorLabel: string | undefined;
}

/** The alert for one sold-out flavor: asks, shows what the shopper already waits for, cancels. */
export function StockAlertForm({ productId, flavor = UNFLAVORED, flavorLabel }: StockAlertFormProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const own = useOwnAlerts();
  const ask = useAskForAlert();
  const cancel = useCancelAlert();
  const [email, setEmail] = useState('');
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const key = `${productId}:${flavor.toLowerCase()}`;
  const waiting = own.data?.find((a) => `${a.productId}:${a.flavor.toLowerCase()}` === key);
  const status: StockAlertStatus = cancel.isPending
    ? 'cancelling'
    : waiting && isLoggedIn
      ? 'waiting'
      : checkEmailFor === key && !isLoggedIn
        ? 'check-email'
        : ask.isPending || (isLoggedIn && own.isPending)
          ? 'sending'
          : 'idle';

  const onAsk = () => {
    setError(null);
    const address = email.trim();
    if (!isLoggedIn && !isValidEmail(address)) {
      setError(t('stockAlerts.errors.email'));
      return;
    }
    ask.mutate(
      { productId, flavor, ...(isLoggedIn ? {} : { email: address }) },
      {
        onSuccess: (answer) => {
          if (answer.status === 'confirm-email') setCheckEmailFor(key);
        },
        onError: (err) => setError(t(stockAlertErrorKey(err))),
      },
    );
  };
  const onCancel = () => {
    if (!waiting) return;
    setError(null);
    cancel.mutate(waiting.id, { onError: (err) => setError(t(stockAlertErrorKey(err))) });
  };

  return (
    <StockAlertView
      signedIn={isLoggedIn}
      status={status}
      flavorLabel={flavor === UNFLAVORED ? '' : (flavorLabel ?? flavor)}
      email={checkEmailFor === key ? email.trim() : email}
      onEmailChange={setEmail}
      onAsk={onAsk}
      onCancel={onCancel}
      error={error}
    />
  );
}
