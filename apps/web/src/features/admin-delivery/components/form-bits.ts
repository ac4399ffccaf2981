import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { SettingsField, SettingsFormValues } from '../delivery-form';
import type { Problem } from '../form-rules';

/** A field's problem in the interface's words (adminDelivery.problems), or undefined for none. */
export function useProblemText(): (problem: Problem | undefined) => string | undefined {
  const { t } = useTranslation();
  const format = useFormat();
  return (problem) =>
    problem &&
    t(`adminDelivery.problems.${problem.code}`, {
      min: problem.min === undefined ? undefined : format.number(problem.min),
      max: problem.max === undefined ? undefined : format.number(problem.max),
    });
}

/** What each group of the shop settings form is given. */
export interface SettingsFieldsProps {
  values: SettingsFormValues;
  set: <K extends SettingsField>(field: K, value: SettingsFormValues[K]) => void;
  /** The field's problem to show, in words. */
  error: (field: SettingsField) => string | undefined;
}

/** The props of an amount field of this screen (EGP or a percentage): two decimals, 0 to `max`. */
export const amountInput = (max: number) => ({ min: 0, max, decimalScale: 2, allowNegative: false }) as const;
