import { useMemo } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/use-translation';
import { rememberGovernorate } from '../governorate-preference';

const collators = new Map<string, Intl.Collator>();
/** One collator per language: `localeCompare` with a locale builds one on every comparison. */
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) collators.set(language, (collator = new Intl.Collator(language)));
  return collator;
}

/** The governorate delivery is shown for, changeable (and remembered): every one by its name in the page's language. */
export function GovernorateSelect({
  codes,
  value,
  testId,
}: {
  codes: readonly string[];
  value: string | null;
  testId: string;
}) {
  const { t, language } = useTranslation();
  const options = useMemo(
    () => [
      { value: '', label: t('delivery.choose') },
      ...codes
        .map((code) => ({ value: code, label: t(`governorates.${code}`) }))
        .sort((a, b) => collatorFor(language).compare(a.label, b.label)),
    ],
    [codes, t, language],
  );
  return (
    <SelectField
      label={t('delivery.governorate')}
      data={options}
      value={value ?? ''}
      onChange={(code) => rememberGovernorate(code || null)}
      testId={testId}
    />
  );
}
