import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { addHoliday } from '../delivery-form';
import { DELIVERY_LIMITS } from '../form-rules';

/** Dated days without dispatch or delivery: a date input with Add, and the dates with Remove. */
export function HolidayList({
  holidays,
  onChange,
  error,
}: {
  holidays: string[];
  onChange: (holidays: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // noon UTC is the same calendar day in Cairo
  const label = (day: string) =>
    format.date(`${day}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }) ??
    day;

  const add = () => {
    const result = addHoliday(holidays, draft);
    if (!result.ok) {
      setProblem(
        t(`adminDelivery.settings.holidayProblems.${result.problem}`, {
          max: format.number(DELIVERY_LIMITS.holidays),
        }),
      );
      return;
    }
    onChange(result.holidays);
    setDraft('');
    setProblem(null);
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          type="date"
          style={{ flex: 1 }}
          label={t('adminDelivery.settings.holidays')}
          description={t('adminDelivery.settings.holidaysHint')}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the date rather than saving the whole form
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={problem ?? error}
          data-testid="holiday-date"
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          mb={problem || error ? 22 : 0}
          data-testid="add-holiday"
        >
          {t('adminDelivery.settings.addHoliday')}
        </Button>
      </Group>
      {holidays.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminDelivery.settings.noHolidays')}
        </Text>
      ) : (
        <Group component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="holiday-list">
          {holidays.map((day) => (
            <Group
              component="li"
              key={day}
              gap={2}
              wrap="nowrap"
              ps="sm"
              pe={2}
              py={2}
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 'var(--mantine-radius-xl)' }}
            >
              <Text size="sm">
                <time dateTime={day}>{label(day)}</time>
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                radius="xl"
                size="md"
                aria-label={t('adminDelivery.settings.removeHoliday', { date: label(day) })}
                onClick={() => onChange(holidays.filter((d) => d !== day))}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
