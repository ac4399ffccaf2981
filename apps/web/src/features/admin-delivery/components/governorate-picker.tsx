import { MultiSelect, Stack, Text } from '@mantine/core';
import type { DeliveryZoneDto } from '@atlas/shared/contract/delivery';
import { governorateName, type GovernorateCode } from '@atlas/shared/content/governorates';
import { useTranslation } from '@/lib/use-translation';
import { governorateGroups, governorateMoves, zoneName } from '../zone-form';

/**
 * The zone's governorates: all 27, grouped by the zone that holds each now. Choosing one from
 * another zone moves it here on save; one taken out falls to the default zone. Both are said
 * under the field before the admin saves.
 */
export function GovernoratePicker({
  zones,
  zoneId,
  value,
  onChange,
  error,
}: {
  zones: readonly DeliveryZoneDto[];
  zoneId: number | null;
  value: GovernorateCode[];
  onChange: (value: GovernorateCode[]) => void;
  error?: string;
}) {
  const { t, language } = useTranslation();
  const separator = t('adminDelivery.listSeparator');
  const data = governorateGroups(zones, zoneId, language, {
    thisZone: t('adminDelivery.zoneForm.thisZone'),
    noZone: t('adminDelivery.zoneForm.noZone'),
  });
  const { taken, released } = governorateMoves(zones, zoneId, value);

  return (
    <Stack gap={6}>
      <MultiSelect<GovernorateCode>
        label={t('adminDelivery.zoneForm.governorates')}
        description={t('adminDelivery.zoneForm.governoratesHint')}
        placeholder={value.length === 0 ? t('adminDelivery.zoneForm.governoratesPlaceholder') : undefined}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        clearable
        hidePickedOptions={false}
        nothingFoundMessage={t('adminDelivery.zoneForm.nothingFound')}
        maxDropdownHeight={280}
        error={error}
        data-testid="zone-governorates"
      />
      <div aria-live="polite">
        {taken.length > 0 && (
          <Text size="sm" c="orange.8" data-testid="zone-governorates-moving">
            {t('adminDelivery.zoneForm.moving', {
              names: taken
                .map(({ code, from }) =>
                  t('adminDelivery.zoneForm.movingFrom', {
                    name: governorateName(code, language),
                    zone: zoneName(from, language),
                  }),
                )
                .join(separator),
            })}
          </Text>
        )}
        {released.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="zone-governorates-released">
            {t('adminDelivery.zoneForm.releasing', {
              names: released.map((code) => governorateName(code, language)).join(separator),
            })}
          </Text>
        )}
      </div>
    </Stack>
  );
}
