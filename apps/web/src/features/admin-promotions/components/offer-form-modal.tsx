import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { offerKinds, type OfferDto } from '@atlas/shared/contract/promotions';
import { AdminForm, FormFooter, FormModal } from '@/components/admin/form-modal';
import { NameFields } from '@/components/admin/name-fields';
import { useTranslation } from '@/lib/use-translation';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveOffer } from '../api/admin-promotions';
import {
  emptyOfferForm,
  OFFER_FIELDS,
  offerFormFrom,
  offerSchema,
  PROMOTION_LIMITS,
} from '../promotion-form';
import { offerName } from './offer-table';
import { KindPicker, usePromotionForm } from './promotion-bits';
import { ScopePicker } from './scope-picker';
import { WindowFields } from './window-fields';
import { toNumberValue } from '@/lib/admin/number-value';

const P = 'adminPromotions.offers.form';

/** The offer form in a modal: empty for 'New offer' (`offer` = 'new'), else the offer's values. */
export function OfferFormModal({ offer, onClose }: { offer: OfferDto | 'new' | null; onClose: () => void }) {
  const { t, language } = useTranslation();
  const editing = offer !== null && offer !== 'new' ? offer : null;
  return (
    <FormModal
      opened={offer !== null}
      onClose={onClose}
      title={editing ? t(`${P}.editTitle`, { name: offerName(editing, language) }) : t(`${P}.addTitle`)}
      size="lg"
    >
      {offer !== null && <OfferForm key={editing?.id ?? 'new'} offer={editing} onClose={onClose} />}
    </FormModal>
  );
}

function OfferForm({ offer, onClose }: { offer: OfferDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOffer();
  const form = useZodForm(offerSchema, offer ? offerFormFrom(offer) : emptyOfferForm());
  const { set, error, footerProps, scopeProps, windowProps, submit } = usePromotionForm({
    form,
    fields: OFFER_FIELDS,
    save,
    id: offer?.id ?? null,
    testId: 'offer',
    savedText: () => t(offer ? 'adminPromotions.offers.saved' : 'adminPromotions.offers.added'),
    failedText: (reason) => t('adminPromotions.offers.saveFailed', { reason }),
    onClose,
  });
  const { values } = form;

  const name = (field: 'nameEn' | 'nameAr') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    onBlur: () => form.touch(field),
    error: error(field),
    required: true,
    maxLength: PROMOTION_LIMITS.name + 20,
  });

  return (
    <AdminForm onSubmit={submit} testId="offer-form">
      <Stack gap="md">
        <NameFields
          labelEn={t(`${P}.nameEn`)}
          labelAr={t(`${P}.nameAr`)}
          description={t(`${P}.nameHint`)}
          testId="offer"
          field={name}
        />
        <KindPicker
          prefix={P}
          description={t(`${P}.kindHints.${values.kind}`)}
          kinds={offerKinds}
          value={values.kind}
          onChange={(kind) => set('kind', kind)}
          testId="offer-kind-input"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t(`${P}.percent`)}
            description={t(`${P}.percentHint`)}
            required
            suffix=" %"
            min={1}
            max={PROMOTION_LIMITS.offerPercent}
            allowDecimal={false}
            allowNegative={false}
            value={values.percent}
            onChange={(v) => set('percent', toNumberValue(v))}
            onBlur={() => form.touch('percent')}
            error={error('percent')}
            data-testid="offer-percent"
          />
          {values.kind === 'tier' && (
            <NumberInput
              label={t(`${P}.minQuantity`)}
              description={t(`${P}.minQuantityHint`)}
              required
              min={2}
              max={PROMOTION_LIMITS.tierQuantity}
              allowDecimal={false}
              allowNegative={false}
              value={values.minQuantity}
              onChange={(v) => set('minQuantity', toNumberValue(v))}
              onBlur={() => form.touch('minQuantity')}
              error={error('minQuantity')}
              data-testid="offer-min-quantity"
            />
          )}
        </SimpleGrid>
        <ScopePicker {...scopeProps} />
        <WindowFields {...windowProps} />
        <Text size="xs" c="dimmed">
          {t(`${P}.neverStack`)}
        </Text>
        <FormFooter {...footerProps} saveLabel={t(offer ? `${P}.save` : `${P}.create`)} />
      </Stack>
    </AdminForm>
  );
}
