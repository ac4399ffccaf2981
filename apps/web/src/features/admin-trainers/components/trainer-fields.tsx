import { useState } from 'react';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { ImageInput } from '@/components/admin/image-input';
import { useTranslation } from '@/lib/use-translation';
import {
  TRAINER_LIMITS,
  trainerFormProblems,
  type TrainerFormValues,
  type TrainerTextField,
} from '../trainer-form';

/**
 * The trainer's own fields (the add modal, and the edit modal's Basic Info tab): name and bio
 * (required), their Arabic texts and the specialty (optional), and the portrait. A field's
 * problem shows once it has been left, or once `showAll` (a refused save) says so.
 */
export function TrainerFields({
  values,
  onChange,
  showAll = false,
}: {
  values: TrainerFormValues;
  onChange: (field: TrainerTextField, value: string) => void;
  showAll?: boolean;
}) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<TrainerTextField>>(new Set());
  const problems = trainerFormProblems(values);
  const errorOf = (field: TrainerTextField, max: number) => {
    const problem = problems[field];
    if (!problem || !(showAll || touched.has(field))) return undefined;
    if (problem === 'required')
      return t(field === 'name' ? 'adminTrainers.form.nameRequired' : 'adminTrainers.form.bioRequired');
    if (problem === 'imageUrl') return t('adminTrainers.form.imageUrl');
    return t('adminTrainers.form.tooLong', { max });
  };
  const bind = (field: TrainerTextField, max: number) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value),
    onBlur: () => setTouched((prev) => new Set(prev).add(field)),
    error: errorOf(field, max),
    maxLength: max + 50,
  });
  const arabic = { dir: 'rtl', lang: 'ar' } as const;
  const arabicHint = t('adminTrainers.form.arabicHint');

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('adminTrainers.form.name')}
          required
          dir="auto"
          data-autofocus
          data-testid="trainer-name"
          {...bind('name', TRAINER_LIMITS.name)}
        />
        <TextInput
          label={t('adminTrainers.form.nameAr')}
          description={arabicHint}
          data-testid="trainer-name-ar"
          {...arabic}
          {...bind('nameAr', TRAINER_LIMITS.name)}
        />
        <TextInput
          label={t('adminTrainers.form.specialty')}
          dir="auto"
          data-testid="trainer-specialty"
          {...bind('specialty', TRAINER_LIMITS.specialty)}
        />
        <TextInput
          label={t('adminTrainers.form.specialtyAr')}
          data-testid="trainer-specialty-ar"
          {...arabic}
          {...bind('specialtyAr', TRAINER_LIMITS.specialty)}
        />
      </SimpleGrid>
      <Textarea
        label={t('adminTrainers.form.bio')}
        required
        autosize
        minRows={3}
        maxRows={10}
        dir="auto"
        data-testid="trainer-bio"
        {...bind('bio', TRAINER_LIMITS.bio)}
      />
      <Textarea
        label={t('adminTrainers.form.bioAr')}
        description={arabicHint}
        autosize
        minRows={3}
        maxRows={10}
        data-testid="trainer-bio-ar"
        {...arabic}
        {...bind('bioAr', TRAINER_LIMITS.bio)}
      />
      <ImageInput
        label={t('adminTrainers.form.image')}
        kind="trainer"
        value={values.image}
        onChange={(url) => {
          onChange('image', url);
          setTouched((prev) => new Set(prev).add('image'));
        }}
        error={errorOf('image', 2000)}
      />
    </Stack>
  );
}
