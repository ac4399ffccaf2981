import { IconRosetteDiscount } from '@tabler/icons-react';
import type { OfferDto } from '@atlas/shared/contract/promotions';
import { useTranslation } from '@/lib/use-translation';
import { useOffers, useSetOfferStatus } from '../api/admin-promotions';
import { OfferFormModal } from './offer-form-modal';
import { offerName, OfferTable } from './offer-table';
import { PromotionSection } from './promotion-section';

/** The Automatic offers tab: the offers' table, New offer, the offer form and the status changes. */
export function OfferSection() {
  const { language } = useTranslation();
  return (
    <PromotionSection<OfferDto>
      prefix="adminPromotions.offers"
      noun="offer"
      icon={<IconRosetteDiscount size={40} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />}
      query={useOffers()}
      status={useSetOfferStatus()}
      words={(offer) => ({ name: offerName(offer, language) })}
      table={({ rows, ...actions }) => <OfferTable offers={rows} {...actions} />}
      form={(editing, onClose) => <OfferFormModal offer={editing} onClose={onClose} />}
    />
  );
}
