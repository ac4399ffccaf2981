import { useState } from 'react';
import { NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { DeliveryZoneDto } from '@atlas/shared/contract/delivery';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { AdminForm, FormFooter, FormModal } from '@/components/admin/form-modal';
import { NameFields } from '@/components/admin/name-fields';
import { useTranslation } from '@/lib/use-translation';
import { useSaveZone } from '../api/admin-delivery';
import { DELIVERY_LIMITS, failureKey, isValidationError, type Problems } from '../form-rules';
import {
  emptyZoneForm,
  serverZoneProblems,
  zoneFormFrom,
  zoneName,
  zonePayload,
  zoneProblems,
  type ZoneField,
  type ZoneFormValues,
} from '../zone-form';
import { amountInput, useProblemText } from './form-bits';
import { GovernoratePicker } from './governorate-picker';
import { toNumberValue } from '@/lib/admin/number-value';

/** The zone form in a modal: empty for 'Add zone' (`zone` = 'new'), else the zone's values. */
export function ZoneFormModal({
  zone,
  zones,
  onClose,
}: {
  zone: DeliveryZoneDto | 'new' | null;
  zones: DeliveryZoneDto[];
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const editing = zone !== null && zone !== 'new' ? zone : null;
  return (
    <FormModal
      opened={zone !== null}
      onClose={onClose}
      title={
        editing
          ? t('adminDelivery.zoneForm.editTitle', { name: zoneName(editing, language) })
          : t('adminDelivery.zoneForm.addTitle')
      }
      size="lg"
    >
      {/* keyed: another zone (or a new one) starts from its own values */}
      {zone !== null && (
        <ZoneForm key={editing?.id ?? 'new'} zone={editing} zones={zones} onClose={onClose} />
      )}
    </FormModal>
  );
}

function ZoneForm({
  zone,
  zones,
  onClose,
}: {
  zone: DeliveryZoneDto | null;
  zones: DeliveryZoneDto[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const save = useSaveZone();
  const [values, setValues] = useState<ZoneFormValues>(() => (zone ? zoneFormFrom(zone) : emptyZoneForm()));
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Problems<ZoneField>>({});
  const problems = zoneProblems(values);
  const valid = Object.keys(problems).length === 0;

  const set = <K extends ZoneField>(field: K, value: ZoneFormValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setServerProblems(({ [field]: _dropped, ...rest }) => rest);
  };
  const error = (field: ZoneField) =>
    problemText(serverProblems[field] ?? (attempted ? problems[field] : undefined));

  const submit = () => {
    setAttempted(true);
    if (!valid || save.isPending) return;
    save.mutate(
      { id: zone?.id ?? null, body: zonePayload(values) },
      {
        onSuccess: () => {
          showSuccess(t(zone ? 'adminDelivery.zoneSaved' : 'adminDelivery.zoneAdded'));
          onClose();
        },
        onError: (err) => {
          if (isValidationError(err)) setServerProblems(serverZoneProblems(err.fields));
          showFailure(t('adminDelivery.saveFailed', { reason: t(failureKey(err)) }));
        },
      },
    );
  };

  const name = (field: 'nameEn' | 'nameAr') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: error(field),
    required: true,
    maxLength: DELIVERY_LIMITS.zoneName + 20,
  });
  const days = (field: 'minDays' | 'maxDays') => ({
    value: values[field],
    onChange: (v: number | string) => set(field, toNumberValue(v)),
    error: error(field),
    required: true,
    min: 0,
    max: DELIVERY_LIMITS.days,
    allowDecimal: false,
    allowNegative: false,
  });

  return (
    <AdminForm onSubmit={submit} testId="zone-form">
      <Stack gap="md">
        <NameFields
          labelEn={t('adminDelivery.zoneForm.nameEn')}
          labelAr={t('adminDelivery.zoneForm.nameAr')}
          testId="zone"
          field={name}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={t('adminDelivery.zoneForm.fee')}
            required
            {...amountInput(DELIVERY_LIMITS.egp)}
            value={values.fee}
            onChange={(v) => set('fee', toNumberValue(v))}
            error={error('fee')}
            data-testid="zone-fee"
          />
          <NumberInput
            label={t('adminDelivery.zoneForm.minDays')}
            data-testid="zone-min-days"
            {...days('minDays')}
          />
          <NumberInput
            label={t('adminDelivery.zoneForm.maxDays')}
            data-testid="zone-max-days"
            {...days('maxDays')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('adminDelivery.zoneForm.daysHint')}
        </Text>
        <Switch
          label={t('adminDelivery.zoneForm.enabled')}
          description={t('adminDelivery.zoneForm.enabledHint')}
          checked={values.enabled}
          onChange={(event) => set('enabled', event.currentTarget.checked)}
          data-testid="zone-enabled"
        />
        <GovernoratePicker
          zones={zones}
          zoneId={zone?.id ?? null}
          value={values.governorates}
          onChange={(codes) => set('governorates', codes)}
          error={error('governorates')}
        />
        <FormFooter
          showFix={attempted && !valid}
          fixText={t('adminDelivery.fixFields')}
          saving={save.isPending}
          onClose={onClose}
          saveLabel={t(zone ? 'adminDelivery.zoneForm.save' : 'adminDelivery.zoneForm.create')}
          testId="save-zone"
        />
      </Stack>
    </AdminForm>
  );
}
