import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import classes from './offer-note.module.css';

/** An automatic offer's name and, when it ends, its last day (Cairo): 'Protein week · until 3 Dec'. */
export function OfferNote({ offer }: { offer: { name: string; endsAt: string | null } }) {
  const { t } = useTranslation();
  const format = useFormat();
  // ends at midnight: the last day of the offer is the day before
  const last = offer.endsAt && new Date(Date.parse(offer.endsAt) - 1);
  return (
    <p className={classes.note} data-testid="offer-note">
      {last
        ? t('product.offerUntil', {
            name: offer.name,
            date: format.date(last, { day: 'numeric', month: 'short', timeZone: 'Africa/Cairo' }),
          })
        : offer.name}
    </p>
  );
}
