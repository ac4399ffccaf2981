import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useDeliveryConfig } from '../api/get-delivery-config';
import { formatDeliveryWindow } from '@atlas/shared/rules/delivery';
import { lowestFee, quoteDelivery } from '../delivery-quote';
import { useDeliveryGovernorate } from '../use-delivery-governorate';
import { GovernorateSelect } from './governorate-select';
import classes from './cart-delivery.module.css';

/**
 * Under the cart's total: delivery to the remembered governorate (changeable here), when it
 * arrives, and what is left to buy for free delivery. The cash-on-delivery fee depends on how the
 * shopper pays, so checkout adds it.
 */
export function CartDelivery({
  subtotal,
  discount = 0,
  freeDelivery = false,
}: {
  /** The items' total, EGP. */
  subtotal: number;
  /** What a code takes off the items, EGP. */
  discount?: number;
  /** A free-delivery code applies. */
  freeDelivery?: boolean;
}) {
  const { t, language } = useTranslation();
  const format = useFormat();
  const config = useDeliveryConfig();
  const governorate = useDeliveryGovernorate();
  if (!config.data) return null;
  const goods = piastresToEgp(egpToPiastres(subtotal) - egpToPiastres(discount));
  const quote = quoteDelivery(config.data, {
    subtotal: goods,
    freeDelivery,
    governorate,
    method: 'card',
    now: new Date(),
    lang: language,
  });
  if (!quote) return null;
  const place = governorate ? t(`governorates.${governorate}`) : '';
  const from = lowestFee(config.data);
  const threshold = quote.freeThreshold;
  const progress = threshold ? Math.min(100, Math.round((goods / threshold) * 100)) : 100;

  return (
    <div className={classes.box} data-testid="cart-delivery">
      <div className={classes.row}>
        <span>{governorate ? t('delivery.lineTo', { place }) : t('delivery.line')}</span>
        <strong data-testid="cart-delivery-fee">
          {freeDelivery && quote.available
            ? t('delivery.free')
            : !governorate
              ? from === null
                ? '—'
                : t('delivery.fromShort', { fee: format.price(from) })
              : !quote.available
                ? t('delivery.unavailableShort')
                : quote.deliveryFee === 0
                  ? t('delivery.free')
                  : format.price(quote.deliveryFee)}
        </strong>
      </div>
      {governorate && quote.available && (
        <p className={classes.note} data-testid="cart-delivery-dates">
          {t('delivery.arrives', { dates: formatDeliveryWindow(quote.window, language) })}
        </p>
      )}
      {threshold !== null && !freeDelivery && (
        <div className={classes.free}>
          <p className={classes.note} data-testid="cart-free-delivery">
            {quote.leftForFree === null
              ? t('delivery.freeReached')
              : t('delivery.leftForFree', { amount: format.price(quote.leftForFree) })}
          </p>
          <div
            className={classes.bar}
            role="progressbar"
            aria-label={t('delivery.freeProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span style={{ inlineSize: `${progress}%` }} />
          </div>
        </div>
      )}
      <GovernorateSelect codes={config.data.governorates} value={governorate} testId="cart-governorate" />
    </div>
  );
}
