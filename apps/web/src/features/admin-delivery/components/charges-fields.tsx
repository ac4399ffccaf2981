import {
  Fieldset,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
} from '@mantine/core';
import type { DeliveryZoneDto } from '@atlas/shared/contract/delivery';
import { useTranslation } from '@/lib/use-translation';
import type { CodKind } from '../delivery-form';
import { DELIVERY_LIMITS } from '../form-rules';
import { zoneName } from '../zone-form';
import { amountInput, type SettingsFieldsProps } from './form-bits';
import { toNumberValue } from '@/lib/admin/number-value';

const money = amountInput(DELIVERY_LIMITS.egp);

/** Free delivery, the cash-on-delivery fee (fixed, or a percentage with an optional cap) and the default zone. */
export function ChargesFields({
  values,
  set,
  error,
  zones,
}: SettingsFieldsProps & { zones: readonly DeliveryZoneDto[] }) {
  const { t, language } = useTranslation();
  const known = zones.some((zone) => zone.id === values.defaultZoneId);

  return (
    <Fieldset legend={t('adminDelivery.settings.charges')} radius="md">
      <Stack gap="md">
        <Stack gap="xs">
          <NumberInput
            label={t('adminDelivery.settings.freeThreshold')}
            description={t('adminDelivery.settings.freeThresholdHint')}
            {...money}
            value={values.noFreeDelivery ? '' : values.freeDeliveryThreshold}
            onChange={(v) => set('freeDeliveryThreshold', toNumberValue(v))}
            disabled={values.noFreeDelivery}
            required={!values.noFreeDelivery}
            error={error('freeDeliveryThreshold')}
            data-testid="free-threshold"
          />
          <Switch
            label={t('adminDelivery.settings.noFreeDelivery')}
            checked={values.noFreeDelivery}
            onChange={(event) => set('noFreeDelivery', event.currentTarget.checked)}
            data-testid="no-free-delivery"
          />
        </Stack>

        <Fieldset variant="unstyled" legend={t('adminDelivery.settings.cod')}>
          <Stack gap="xs">
            <SegmentedControl
              aria-label={t('adminDelivery.settings.codKind')}
              value={values.codKind}
              onChange={(kind) => set('codKind', kind as CodKind)}
              data={[
                { value: 'fixed', label: t('adminDelivery.settings.codFixed') },
                { value: 'percent', label: t('adminDelivery.settings.codPercent') },
              ]}
              fullWidth
              data-testid="cod-kind"
            />
            {values.codKind === 'fixed' ? (
              <NumberInput
                label={t('adminDelivery.settings.codAmount')}
                required
                {...money}
                value={values.codAmount}
                onChange={(v) => set('codAmount', toNumberValue(v))}
                error={error('codAmount') ?? error('codKind')}
                data-testid="cod-amount"
              />
            ) : (
              // number fields alike in shape to the zone form's; each field its own bounds and words
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NumberInput
                  label={t('adminDelivery.settings.codPercentValue')}
                  required
                  {...amountInput(DELIVERY_LIMITS.percent)}
                  value={values.codPercent}
                  onChange={(v) => set('codPercent', toNumberValue(v))}
                  error={error('codPercent') ?? error('codKind')}
                  data-testid="cod-percent"
                />
                <NumberInput
                  label={t('adminDelivery.settings.codCap')}
                  description={t('adminDelivery.settings.codCapHint')}
                  {...money}
                  value={values.codCap}
                  onChange={(v) => set('codCap', toNumberValue(v))}
                  error={error('codCap')}
                  data-testid="cod-cap"
                />
              </SimpleGrid>
            )}
          </Stack>
        </Fieldset>

        <NativeSelect
          label={t('adminDelivery.settings.defaultZone')}
          description={t('adminDelivery.settings.defaultZoneHint')}
          required
          value={known ? String(values.defaultZoneId) : ''}
          onChange={(event) => set('defaultZoneId', Number(event.currentTarget.value) || null)}
          data={[
            ...(known ? [] : [{ value: '', label: t('adminDelivery.settings.chooseZone'), disabled: true }]),
            ...zones.map((zone) => ({ value: String(zone.id), label: zoneName(zone, language) })),
          ]}
          error={error('defaultZoneId')}
          data-testid="default-zone"
        />
      </Stack>
    </Fieldset>
  );
}
