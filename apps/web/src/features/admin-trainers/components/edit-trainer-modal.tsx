import { useState } from 'react';
import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconInfoCircle, IconMessageQuestion, IconPackage } from '@tabler/icons-react';
import type { AdminTrainerDto } from '@atlas/shared/contract/admin-trainers';
import { FormModal } from '@/components/admin/form-modal';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useUpdateTrainer } from '../api/admin-trainers';
import {
  failureText,
  isSessionExpired,
  isTrainerFormValid,
  localized,
  trainerFormFrom,
  trainerPayload,
  type TrainerFormValues,
} from '../trainer-form';
import { FaqEditor } from './faq-editor';
import { ProductEditor } from './product-editor';
import { TrainerFields } from './trainer-fields';

type Tab = 'basic' | 'faq' | 'products';

/**
 * The edit-trainer modal: Basic Info, FAQs and Products tabs, saved together in
 * one request. Save stays disabled while the name or the bio is missing.
 */
export function EditTrainerModal({
  trainer,
  onClose,
}: {
  trainer: AdminTrainerDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <FormModal
      opened={trainer !== null}
      onClose={onClose}
      title={
        trainer
          ? t('adminTrainers.editModal.title', { name: localized(language, trainer.name, trainer.nameAr) })
          : ''
      }
      size="xl"
    >
      {/* keyed by the trainer: another trainer starts from its own values */}
      {trainer && <EditTrainerForm key={trainer.id} trainer={trainer} onClose={onClose} />}
    </FormModal>
  );
}

function EditTrainerForm({ trainer, onClose }: { trainer: AdminTrainerDto; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useUpdateTrainer();
  const [values, setValues] = useState<TrainerFormValues>(() => trainerFormFrom(trainer));
  const [tab, setTab] = useState<Tab>('basic');
  const valid = isTrainerFormValid(values);
  const change = <K extends keyof TrainerFormValues>(field: K, value: TrainerFormValues[K]) =>
    setValues((prev) => ({ ...prev, [field]: value }));

  const save = () => {
    if (!valid || update.isPending) return;
    update.mutate(
      { id: trainer.id, body: trainerPayload(values) },
      {
        onSuccess: () => {
          showSuccess(t('adminTrainers.updated'));
          onClose();
        },
        onError: (error) => {
          if (!isSessionExpired(error))
            showFailure(t('adminTrainers.updateFailed', { message: failureText(t, error) }));
        },
      },
    );
  };

  const count = (n: number) => (
    <Badge size="sm" variant="light" circle={n < 10}>
      {format.number(n)}
    </Badge>
  );

  return (
    <Stack gap="lg">
      <Tabs value={tab} onChange={(next) => setTab((next as Tab | null) ?? 'basic')}>
        {/* tabs alike in shape; each its own panel, icon and count */}
        <Tabs.List>
          <Tabs.Tab
            value="basic"
            leftSection={<IconInfoCircle size={16} aria-hidden />}
            color={valid ? undefined : 'red'}
            data-testid="trainer-tab-basic"
          >
            {t('adminTrainers.editModal.tabs.basic')}
          </Tabs.Tab>
          <Tabs.Tab
            value="faq"
            leftSection={<IconMessageQuestion size={16} aria-hidden />}
            rightSection={count(values.faq.length)}
            data-testid="trainer-tab-faq"
          >
            {t('adminTrainers.editModal.tabs.faq')}
          </Tabs.Tab>
          <Tabs.Tab
            value="products"
            leftSection={<IconPackage size={16} aria-hidden />}
            rightSection={count(values.products.length)}
            data-testid="trainer-tab-products"
          >
            {t('adminTrainers.editModal.tabs.products')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="basic" pt="md">
          <TrainerFields values={values} onChange={change} showAll={!valid} />
        </Tabs.Panel>
        <Tabs.Panel value="faq" pt="md">
          <FaqEditor faq={values.faq} onChange={(faq) => change('faq', faq)} />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="md">
          <ProductEditor products={values.products} onChange={(products) => change('products', products)} />
        </Tabs.Panel>
      </Tabs>

      <Group justify="space-between" gap="sm" wrap="wrap-reverse">
        <Text size="sm" c="red" role={valid ? undefined : 'alert'}>
          {valid ? '' : t('adminTrainers.editModal.fixBasic')}
        </Text>
        <Group gap="sm" justify="flex-end" style={{ marginInlineStart: 'auto' }}>
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={!valid} loading={update.isPending} data-testid="save-trainer">
            {t('adminTrainers.editModal.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
