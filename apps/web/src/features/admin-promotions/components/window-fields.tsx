import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/** A promotion's start and end, as Cairo wall times (the shop's clock), both optional. */
export function WindowFields({
  startsAt,
  endsAt,
  onChange,
  onBlur,
  errors,
  testId,
}: {
  startsAt: string;
  endsAt: string;
  onChange: (field: 'startsAt' | 'endsAt', value: string) => void;
  onBlur: (field: 'startsAt' | 'endsAt') => void;
  errors: { startsAt?: string; endsAt?: string };
  testId: string;
}) {
  const { t } = useTranslation();
  const field = (name: 'startsAt' | 'endsAt', value: string) => (
    <TextInput
      type="datetime-local"
      dir="ltr"
      label={t(`adminPromotions.window.${name}`)}
      description={t(`adminPromotions.window.${name}Hint`)}
      value={value}
      onChange={(event) => onChange(name, event.currentTarget.value)}
      onBlur={() => onBlur(name)}
      error={errors[name]}
      data-testid={`${testId}-${name === 'startsAt' ? 'starts' : 'ends'}`}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {field('startsAt', startsAt)}
      {field('endsAt', endsAt)}
    </SimpleGrid>
  );
}
