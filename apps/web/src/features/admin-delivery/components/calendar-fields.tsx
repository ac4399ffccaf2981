import { Checkbox, Fieldset, Group, NativeSelect, Stack } from '@mantine/core';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { SettingsFieldsProps } from './form-bits';
import { HolidayList } from './holiday-list';

const HOURS = Array.from({ length: 25 }, (_, hour) => hour);
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** When orders leave: the daily cut-off hour (Cairo), the weekly days off and the dated holidays. */
export function CalendarFields({ values, set, error }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const two = (n: number) => format.number(n, { minimumIntegerDigits: 2, useGrouping: false });

  return (
    <Fieldset legend={t('adminDelivery.settings.calendar')} radius="md">
      <Stack gap="md">
        <NativeSelect
          label={t('adminDelivery.settings.cutoff')}
          description={t('adminDelivery.settings.cutoffHint')}
          value={String(values.cutoffHour)}
          onChange={(event) => set('cutoffHour', Number(event.currentTarget.value))}
          data={HOURS.map((hour) => ({ value: String(hour), label: `${two(hour)}:${two(0)}` }))}
          error={error('cutoffHour')}
          data-testid="cutoff-hour"
        />
        <Checkbox.Group
          label={t('adminDelivery.settings.daysOff')}
          description={t('adminDelivery.settings.daysOffHint')}
          value={values.daysOff.map(String)}
          onChange={(days) =>
            set(
              'daysOff',
              days.map(Number).sort((a, b) => a - b),
            )
          }
          error={error('daysOff')}
          data-testid="days-off"
        >
          <Group gap="md" mt="xs">
            {WEEKDAYS.map((day) => (
              <Checkbox key={day} value={String(day)} label={t(`adminDelivery.weekdays.${day}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <HolidayList
          holidays={values.holidays}
          onChange={(holidays) => set('holidays', holidays)}
          error={error('holidays')}
        />
      </Stack>
    </Fieldset>
  );
}
