import { useId, type FormEvent } from 'react';
import { IconBellRinging, IconCircleCheckFilled, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import controls from '@/components/ui/controls.module.css';
import classes from './stock-alert.module.css';

export type StockAlertStatus = 'idle' | 'sending' | 'waiting' | 'cancelling' | 'check-email';

export interface StockAlertViewProps {
  signedIn: boolean;
  status: StockAlertStatus;
  /** The flavor's name in the active language; empty for a product without flavors. */
  flavorLabel: string;
  email: string;
  onEmailChange: (email: string) => void;
  onAsk: () => void;
  onCancel: () => void;
  /** A translated sentence, shown under the button. */
  error: string | null;
}

/**
 * 'E-mail me when it is back' under a sold-out flavor: one tap for a signed-in shopper (then
 * 'we will e-mail you', with a way to cancel), an address for a visitor (then 'check your inbox').
 * Plain elements, as the rest of the product page's live controls.
 */
export function StockAlertView(props: StockAlertViewProps) {
  const { t } = useTranslation();
  const emailId = useId();
  const errorId = useId();
  const { status, flavorLabel } = props;
  const what = flavorLabel ? <bdi>{flavorLabel}</bdi> : t('stockAlerts.thisProduct');
  const error = props.error && (
    <p className={classes.error} role="alert" id={errorId} data-testid="stock-alert-error">
      {props.error}
    </p>
  );

  if (status === 'check-email') {
    return (
      <div className={classes.box} data-testid="stock-alert">
        <p className={classes.done} role="status" data-testid="stock-alert-check-email">
          <IconMailCheck size={20} aria-hidden />
          <span>
            {t('stockAlerts.checkEmailBefore')} <bdi dir="ltr">{props.email}</bdi>{' '}
            {t('stockAlerts.checkEmailAfter')}
          </span>
        </p>
      </div>
    );
  }

  if (status === 'waiting' || status === 'cancelling') {
    return (
      <div className={classes.box} data-testid="stock-alert">
        <p className={classes.done} role="status" data-testid="stock-alert-waiting">
          <IconCircleCheckFilled size={20} aria-hidden />
          <span>
            {t('stockAlerts.waitingBefore')} {what} {t('stockAlerts.waitingAfter')}
          </span>
        </p>
        <button
          type="button"
          className={`${controls.button} ${classes.secondary}`}
          data-size="sm"
          data-loading={status === 'cancelling' || undefined}
          aria-busy={status === 'cancelling' || undefined}
          disabled={status === 'cancelling'}
          onClick={props.onCancel}
          data-testid="stock-alert-cancel"
        >
          <span>{t('stockAlerts.cancel')}</span>
        </button>
        {error}
      </div>
    );
  }

  const sending = status === 'sending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) props.onAsk();
  };
  return (
    <form className={classes.box} onSubmit={submit} noValidate data-testid="stock-alert">
      <p className={classes.lead}>{t('stockAlerts.lead')}</p>
      <div className={classes.row}>
        {!props.signedIn && (
          <div className={`${controls.field} ${classes.email}`}>
            {/* an e-mail field alike in shape to other plain inputs; the alert's own */}
            <label className={controls.label} htmlFor={emailId}>
              {t('stockAlerts.emailLabel')}
            </label>
            <input
              id={emailId}
              className={controls.input}
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              required
              maxLength={254}
              value={props.email}
              onChange={(e) => props.onEmailChange(e.target.value)}
              aria-invalid={props.error ? true : undefined}
              aria-describedby={props.error ? errorId : undefined}
              data-testid="stock-alert-email"
            />
          </div>
        )}
        <button
          type="submit"
          className={controls.button}
          data-size="md"
          data-loading={sending || undefined}
          aria-busy={sending || undefined}
          disabled={sending}
          data-testid="stock-alert-ask"
        >
          <IconBellRinging size={20} aria-hidden />
          <span>{t('stockAlerts.ask')}</span>
        </button>
      </div>
      {error}
    </form>
  );
}
