import { useMemo } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/use-translation';
import { rememberGovernorate, useGovernorate } from '../governorate-preference';

/** The remembered governorate, changeable: every governorate by its name in the page's language. */
export function GovernorateSelect({ codes, testId }: { codes: readonly string[]; testId: string }) {
  const { t, language } = useTranslation();
  const governorate = useGovernorate();
  const options = useMemo(
    () => [
      { value: '', label: t('delivery.choose') },
      ...codes
        .map((code) => ({ value: code, label: t(`governorates.${code}`) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    ],
    [codes, t, language],
  );
  return (
    <SelectField
      label={t('delivery.governorate')}
      data={options}
      value={governorate ?? ''}
      onChange={(code) => rememberGovernorate(code || null)}
      testId={testId}
    />
  );
}
