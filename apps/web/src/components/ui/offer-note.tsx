import { Text } from '@mantine/core';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** An automatic offer's name and, when it ends, its last day (Cairo): 'Protein week · until 3 Dec'. */
export function OfferNote({ offer }: { offer: { name: string; endsAt: string | null } }) {
  const { t } = useTranslation();
  const format = useFormat();
  // ends at midnight: the last day of the offer is the day before
  const last = offer.endsAt && new Date(Date.parse(offer.endsAt) - 1);
  return (
    <Text size="xs" c="red.8" fw={600} w="100%" data-testid="offer-note">
      {last
        ? t('product.offerUntil', {
            name: offer.name,
            date: format.date(last, { day: 'numeric', month: 'short', timeZone: 'Africa/Cairo' }),
          })
        : offer.name}
    </Text>
  );
}
