import { useMemo } from 'react';
import {
  Divider,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { couponKinds, type CouponDto } from '@atlas/shared/contract/promotions';
import { AdminForm, FormFooter, FormModal } from '@/components/admin/form-modal';
import { useTranslation } from '@/lib/use-translation';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveCoupon, useTrainerChoices } from '../api/admin-promotions';
import {
  COUPON_FIELDS,
  couponFormFrom,
  couponSchema,
  emptyCouponForm,
  PROMOTION_LIMITS,
} from '../promotion-form';
import { KindPicker, usePromotionForm } from './promotion-bits';
import { ScopePicker } from './scope-picker';
import { WindowFields } from './window-fields';
import classes from './promotion-table.module.css';
import { toNumberValue } from '@/lib/admin/number-value';

const P = 'adminPromotions.codes.form';

/** The code form in a modal: empty for 'New code' (`coupon` = 'new'), else the code's values. */
export function CouponFormModal({
  coupon,
  onClose,
}: {
  coupon: CouponDto | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editing = coupon !== null && coupon !== 'new' ? coupon : null;
  return (
    <FormModal
      opened={coupon !== null}
      onClose={onClose}
      title={editing ? t(`${P}.editTitle`, { code: editing.code }) : t(`${P}.addTitle`)}
      size="xl"
    >
      {/* keyed: another code (or a new one) starts from its own values */}
      {coupon !== null && <CouponForm key={editing?.id ?? 'new'} coupon={editing} onClose={onClose} />}
    </FormModal>
  );
}

function CouponForm({ coupon, onClose }: { coupon: CouponDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCoupon();
  const schema = useMemo(() => couponSchema({ editing: coupon !== null }), [coupon]);
  // from here alike in shape to the offer form's wiring; each its own fields, save and words
  const form = useZodForm(schema, coupon ? couponFormFrom(coupon) : emptyCouponForm());
  const { set, error, footerProps, scopeProps, windowProps, submit } = usePromotionForm({
    form,
    fields: COUPON_FIELDS,
    save,
    id: coupon?.id ?? null,
    testId: 'coupon',
    savedText: (saved) =>
      t(coupon ? 'adminPromotions.codes.saved' : 'adminPromotions.codes.added', { code: saved.code }),
    failedText: (reason) => t('adminPromotions.codes.saveFailed', { reason }),
    onClose,
  });
  const trainers = useTrainerChoices();
  const { values } = form;

  const number = (
    field: 'percent' | 'amount' | 'minSubtotal' | 'maxUses' | 'maxUsesPerShopper',
    extra: { min: number; max: number; decimalScale?: number },
  ) => ({
    value: values[field],
    onChange: (v: number | string) => set(field, toNumberValue(v)),
    onBlur: () => form.touch(field),
    error: error(field),
    min: extra.min,
    max: extra.max,
    decimalScale: extra.decimalScale ?? 0,
    allowDecimal: (extra.decimalScale ?? 0) > 0,
    allowNegative: false,
    'data-testid': `coupon-${field}`,
  });

  const trainerOptions = (trainers.data ?? []).map((trainer) => ({
    value: String(trainer.id),
    label: trainer.name,
  }));
  if (values.trainerId && coupon?.trainerName && !trainerOptions.some((o) => o.value === values.trainerId))
    trainerOptions.push({ value: values.trainerId, label: coupon.trainerName });

  return (
    <AdminForm onSubmit={submit} testId="coupon-form">
      <Stack gap="md">
        <TextInput
          label={t(`${P}.code`)}
          description={t(coupon ? `${P}.codeEditHint` : `${P}.codeHint`)}
          placeholder={coupon ? undefined : t(`${P}.codePlaceholder`)}
          value={values.code}
          onChange={(event) => set('code', event.currentTarget.value.toUpperCase())}
          onBlur={() => form.touch('code')}
          error={error('code')}
          maxLength={32}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          data-testid="coupon-code-input"
          classNames={{ input: classes.codeInput }}
        />

        <KindPicker
          prefix={P}
          kinds={couponKinds}
          value={values.kind}
          onChange={(kind) => set('kind', kind)}
          testId="coupon-kind"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {values.kind === 'percent' && (
            <NumberInput
              label={t(`${P}.percent`)}
              required
              suffix=" %"
              {...number('percent', { min: 1, max: 100 })}
            />
          )}
          {values.kind === 'amount' && (
            <NumberInput
              label={t(`${P}.amount`)}
              required
              {...number('amount', { min: 0, max: PROMOTION_LIMITS.egp, decimalScale: 2 })}
            />
          )}
          {values.kind === 'free-delivery' && (
            <Text
              size="sm"
              c="dimmed"
              style={{ alignSelf: 'center' }}
              data-testid="coupon-free-delivery-hint"
            >
              {t(`${P}.freeDeliveryHint`)}
            </Text>
          )}
          <NumberInput
            label={t(`${P}.minSubtotal`)}
            description={t(`${P}.minSubtotalHint`)}
            {...number('minSubtotal', { min: 0, max: PROMOTION_LIMITS.egp, decimalScale: 2 })}
          />
        </SimpleGrid>

        <Divider label={t(`${P}.sections.when`)} labelPosition="left" />
        <WindowFields {...windowProps} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t(`${P}.maxUses`)}
            description={t(`${P}.maxUsesHint`)}
            {...number('maxUses', { min: 1, max: PROMOTION_LIMITS.maxUses })}
          />
          <NumberInput
            label={t(`${P}.maxUsesPerShopper`)}
            description={t(`${P}.maxUsesPerShopperHint`)}
            {...number('maxUsesPerShopper', { min: 1, max: PROMOTION_LIMITS.perShopper })}
          />
        </SimpleGrid>
        <Switch
          label={t(`${P}.firstOrderOnly`)}
          description={t(`${P}.firstOrderOnlyHint`)}
          checked={values.firstOrderOnly}
          onChange={(event) => set('firstOrderOnly', event.currentTarget.checked)}
          data-testid="coupon-first-order"
        />

        <Divider label={t(`${P}.sections.what`)} labelPosition="left" />
        <ScopePicker {...scopeProps} />
        <Switch
          label={t(`${P}.combines`)}
          description={t(`${P}.combinesHint`)}
          checked={values.combinesWithOffers}
          onChange={(event) => set('combinesWithOffers', event.currentTarget.checked)}
          disabled={values.kind === 'free-delivery'}
          data-testid="coupon-combines"
        />

        <Divider label={t(`${P}.sections.trainer`)} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t(`${P}.trainer`)}
            placeholder={t(`${P}.noTrainer`)}
            data={trainerOptions}
            value={values.trainerId}
            onChange={(trainerId) => set('trainerId', trainerId)}
            searchable
            clearable
            nothingFoundMessage={t(`${P}.noTrainerFound`)}
            error={error('trainerId')}
            data-testid="coupon-trainer"
          />
          <Switch
            mt={{ base: 0, sm: 30 }}
            label={t(`${P}.showOnTrainerPage`)}
            description={t(`${P}.showOnTrainerPageHint`)}
            checked={values.showOnTrainerPage && values.trainerId !== null}
            disabled={values.trainerId === null}
            onChange={(event) => set('showOnTrainerPage', event.currentTarget.checked)}
            data-testid="coupon-show-on-trainer"
          />
        </SimpleGrid>
        {/* a note field alike in shape to other text areas; the code's own */}
        <Textarea
          label={t(`${P}.note`)}
          description={t(`${P}.noteHint`)}
          value={values.note}
          onChange={(event) => set('note', event.currentTarget.value)}
          error={error('note')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={PROMOTION_LIMITS.note + 20}
          data-testid="coupon-note"
        />

        <FormFooter {...footerProps} saveLabel={t(coupon ? `${P}.save` : `${P}.create`)} />
      </Stack>
    </AdminForm>
  );
}
