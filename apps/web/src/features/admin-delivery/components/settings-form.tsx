import { useId, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DeliveryZoneDto, ShopSettingsDto } from '@atlas/shared/contract/delivery';
import { AdminForm } from '@/components/admin/form-modal';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useTranslation } from '@/lib/use-translation';
import { useSaveShopSettings } from '../api/admin-delivery';
import {
  serverSettingsProblems,
  settingsFormFrom,
  settingsPayload,
  settingsProblems,
  type SettingsField,
  type SettingsFormValues,
} from '../delivery-form';
import { failureKey, isValidationError, type Problems } from '../form-rules';
import { CalendarFields } from './calendar-fields';
import { ChargesFields } from './charges-fields';
import { useProblemText, type SettingsFieldsProps } from './form-bits';
import { ReceiptFields } from './receipt-fields';
import { SectionHeading } from './section-heading';

/**
 * The shop settings: delivery charges, the delivery calendar and what receipts print, saved
 * together. A field's problem shows once it has been changed or a save was tried; the fields a
 * refused save names (400 `fields`) show the refusal until changed. The admin's edits stay on
 * the screen when a save fails, and while the zones above are edited and fetched again.
 */
export function SettingsForm({ settings, zones }: { settings: ShopSettingsDto; zones: DeliveryZoneDto[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const problemText = useProblemText();
  const save = useSaveShopSettings();
  const [saved, setSaved] = useState<SettingsFormValues>(() => settingsFormFrom(settings));
  const [values, setValues] = useState<SettingsFormValues>(saved);
  const [changed, setChanged] = useState<ReadonlySet<SettingsField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Problems<SettingsField>>({});
  const problems = settingsProblems(
    values,
    zones.map((zone) => zone.id),
  );
  const valid = Object.keys(problems).length === 0;
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const set: SettingsFieldsProps['set'] = (field, value) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setChanged((prev) => new Set(prev).add(field));
    setServerProblems(({ [field]: _dropped, ...rest }) => rest);
  };
  const error = (field: SettingsField) =>
    problemText(serverProblems[field] ?? (attempted || changed.has(field) ? problems[field] : undefined));
  const fields = { values, set, error };

  const reset = (next: SettingsFormValues) => {
    setValues(next);
    setChanged(new Set());
    setAttempted(false);
    setServerProblems({});
  };

  const submit = () => {
    setAttempted(true);
    if (!valid || save.isPending) return;
    save.mutate(settingsPayload(values), {
      onSuccess: (stored) => {
        const next = settingsFormFrom(stored);
        setSaved(next);
        reset(next);
        showSuccess(t('adminDelivery.settings.saved'));
      },
      onError: (err) => {
        if (isValidationError(err)) setServerProblems(serverSettingsProblems(err.fields));
        showFailure(t('adminDelivery.saveFailed', { reason: t(failureKey(err)) }));
      },
    });
  };

  const showFix = (attempted && !valid) || Object.keys(serverProblems).length > 0;

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <SectionHeading
        id={titleId}
        title={t('adminDelivery.settings.title')}
        intro={t('adminDelivery.settings.intro')}
      />
      <AdminForm onSubmit={submit} testId="shop-settings-form">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="md">
            <ChargesFields {...fields} zones={zones} />
            <ReceiptFields {...fields} />
          </Stack>
          <CalendarFields {...fields} />
        </SimpleGrid>
        <Paper
          withBorder
          radius="md"
          p="sm"
          mt="md"
          style={{ position: 'sticky', bottom: 'var(--mantine-spacing-xs)', zIndex: 2 }}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c={showFix ? 'red' : 'dimmed'} role={showFix ? 'alert' : 'status'}>
              {showFix ? t('adminDelivery.fixFields') : dirty ? t('adminDelivery.settings.unsaved') : ''}
            </Text>
            <Group gap="sm" justify="flex-end" style={{ marginInlineStart: 'auto' }}>
              {dirty && (
                <Button variant="default" onClick={() => reset(saved)} disabled={save.isPending}>
                  {t('adminDelivery.settings.discard')}
                </Button>
              )}
              <Button type="submit" loading={save.isPending} data-testid="save-settings">
                {t('adminDelivery.settings.save')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </AdminForm>
    </Stack>
  );
}
