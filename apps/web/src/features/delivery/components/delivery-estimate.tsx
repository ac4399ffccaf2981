import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useDeliveryConfig } from '../api/get-delivery-config';
import { formatDeliveryWindow } from '@atlas/shared/rules/delivery';
import { lowestFee, quoteDelivery } from '../delivery-quote';
import { useDeliveryGovernorate } from '../use-delivery-governorate';
import { GovernorateSelect } from './governorate-select';
import classes from './delivery-estimate.module.css';

/**
 * 'Delivery to Giza: 45 EGP · arrives Sun 29 Nov – Mon 30 Nov' for goods worth `subtotal` EGP,
 * to the governorate the visitor picks here (remembered for the cart and checkout). Loaded after
 * the page is interactive; the space it takes is kept from the start, so nothing moves.
 */
export function DeliveryEstimate({ subtotal }: { subtotal: number }) {
  const { t, language } = useTranslation();
  const format = useFormat();
  const config = useDeliveryConfig();
  const governorate = useDeliveryGovernorate();
  if (!config.data) return <div className={classes.box} aria-busy="true" />;
  const quote = quoteDelivery(config.data, {
    subtotal,
    governorate,
    method: 'card',
    now: new Date(),
    lang: language,
  });
  const place = governorate ? t(`governorates.${governorate}`) : '';
  const dates = quote ? formatDeliveryWindow(quote.window, language) : '';
  let line: string;
  if (!governorate || !quote) {
    const from = lowestFee(config.data);
    line = from === null ? t('delivery.chooseToSee') : t('delivery.from', { fee: format.price(from) });
  } else if (!quote.available) line = t('delivery.unavailable', { place });
  else if (quote.deliveryFee === 0) line = t('delivery.freeTo', { place, dates });
  else line = t('delivery.to', { place, fee: format.price(quote.deliveryFee), dates });

  return (
    <div className={classes.box} data-testid="delivery-estimate">
      <svg
        className={classes.icon}
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M7 17m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M17 17m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M5 17h-2v-11a1 1 0 0 1 1 -1h9v12m-4 0h6m4 0h2v-6h-8m0 -5h5l3 5" />
      </svg>
      <div className={classes.text}>
        <p className={classes.line} aria-live="polite" data-testid="delivery-line">
          {line}
        </p>
        {quote && quote.freeThreshold !== null && quote.leftForFree !== null && (
          <p className={classes.note}>
            {t('delivery.freeFrom', { amount: format.price(quote.freeThreshold) })}
          </p>
        )}
      </div>
      <GovernorateSelect codes={config.data.governorates} value={governorate} testId="delivery-governorate" />
    </div>
  );
}
