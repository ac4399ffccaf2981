import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { AdminForm, FormModal } from '@/components/admin/form-modal';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useTranslation } from '@/lib/use-translation';
import { useCreateTrainer } from '../api/admin-trainers';
import {
  emptyTrainerForm,
  failureText,
  isSessionExpired,
  isTrainerFormValid,
  trainerPayload,
  type TrainerFormValues,
  type TrainerTextField,
} from '../trainer-form';
import { TrainerFields } from './trainer-fields';

/** The add-trainer modal: name, bio, their Arabic texts and the portrait. */
export function AddTrainerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateTrainer();
  const [values, setValues] = useState<TrainerFormValues>(emptyTrainerForm);
  const valid = isTrainerFormValid(values);

  const close = () => {
    if (create.isPending) return;
    setValues(emptyTrainerForm());
    onClose();
  };

  const submit = () => {
    if (!valid || create.isPending) return;
    create.mutate(trainerPayload(values), {
      onSuccess: () => {
        showSuccess(t('adminTrainers.added'));
        setValues(emptyTrainerForm());
        onClose();
      },
      onError: (error) => {
        if (!isSessionExpired(error))
          showFailure(t('adminTrainers.addFailed', { message: failureText(t, error) }));
      },
    });
  };

  return (
    <FormModal opened={opened} onClose={close} title={t('adminTrainers.addModal.title')} size="lg">
      <AdminForm onSubmit={submit} testId="add-trainer-form">
        <Stack gap="lg">
          <TrainerFields
            values={values}
            onChange={(field: TrainerTextField, value) => setValues((prev) => ({ ...prev, [field]: value }))}
          />
          {/* a modal's Cancel and submit, alike in shape to other dialogs'; each its own action */}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={!valid}
              loading={create.isPending}
              data-testid="add-trainer-submit"
            >
              {t('adminTrainers.addModal.submit')}
            </Button>
          </Group>
        </Stack>
      </AdminForm>
    </FormModal>
  );
}
