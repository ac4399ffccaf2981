import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';

/**
 * A name in English and Arabic side by side (test ids `${testId}-name-en|ar`), each typed in its
 * own direction; the English one takes the modal's first focus.
 */
export function NameFields({
  labelEn,
  labelAr,
  description,
  testId,
  field,
}: {
  labelEn: string;
  labelAr: string;
  description?: string;
  testId: string;
  field: (name: 'nameEn' | 'nameAr') => TextInputProps;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={labelEn}
        description={description}
        dir="ltr"
        lang="en"
        data-autofocus
        data-testid={`${testId}-name-en`}
        {...field('nameEn')}
      />
      <TextInput
        label={labelAr}
        description={description}
        dir="rtl"
        lang="ar"
        data-testid={`${testId}-name-ar`}
        {...field('nameAr')}
      />
    </SimpleGrid>
  );
}
