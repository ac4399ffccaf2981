import type { OfferBadgeDto } from '@atlas/shared/contract/promotions';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import classes from './offer-note.module.css';

/** An automatic offer's name and, when it ends, its last day (Cairo): 'Protein week · until Dec 3'. */
export function OfferNote({ offer }: { offer: OfferBadgeDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p className={classes.note} data-testid="offer-note">
      {offer.lastDay
        ? t('product.offerUntil', { name: offer.name, date: format.dayMonth(offer.lastDay) })
        : offer.name}
    </p>
  );
}
