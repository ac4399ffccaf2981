import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconRosetteDiscount } from '@tabler/icons-react';
import type { OfferDto } from '@atlas/shared/contract/promotions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useTranslation } from '@/lib/use-translation';
import { useOffers, useSetOfferStatus } from '../api/admin-promotions';
import { OfferFormModal } from './offer-form-modal';
import { offerName, OfferTable } from './offer-table';
import { ListBody, useStatusChange } from './promotion-bits';

const P = 'adminPromotions.offers';

/** The Automatic offers tab: the offers' table, New offer, the offer form and the status changes. */
export function OfferSection() {
  const { t, language } = useTranslation();
  const offers = useOffers();
  const status = useSetOfferStatus();
  const [editing, setEditing] = useState<OfferDto | 'new' | null>(null);
  const [ending, setEnding] = useState<OfferDto | null>(null);

  const changeStatus = useStatusChange<OfferDto>(status, P, (offer) => ({
    name: offerName(offer, language),
  }));

  // alike in shape to the codes' tab (New, the list, the form, the end dialog); its own table and words
  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing('new')}
      data-testid="add-offer"
    >
      {t(`${P}.add`)}
    </Button>
  );

  const body = (
    <ListBody
      query={offers}
      prefix={P}
      testId="offers"
      icon={<IconRosetteDiscount size={40} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />}
      action={add}
    >
      {(rows) => (
        <OfferTable
          offers={rows}
          busyId={status.isPending ? (status.variables?.id ?? null) : null}
          onEdit={setEditing}
          onStatus={(offer, next) => (next === 'ended' ? setEnding(offer) : changeStatus(offer, next))}
        />
      )}
    </ListBody>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t(`${P}.intro`)}
        </Text>
        {add}
      </Group>
      {body}
      <OfferFormModal offer={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={ending !== null}
        title={ending ? t(`${P}.end.title`, { name: offerName(ending, language) }) : ''}
        message={t(`${P}.end.message`)}
        confirmLabel={t(`${P}.end.confirm`)}
        loading={status.isPending}
        onConfirm={() => ending && changeStatus(ending, 'ended', () => setEnding(null))}
        onClose={() => setEnding(null)}
      />
    </Stack>
  );
}
