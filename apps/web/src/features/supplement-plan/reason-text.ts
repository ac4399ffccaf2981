import type { SupplementPlanLineDto } from '@atlas/shared/contract/supplement-plan';
import type { TFunction } from '@/lib/translator';

/**
 * A line's reason in the shown language: the server names the sentence (`plan.reason.*`) and its
 * figures; counted figures become their own phrases with the language's plural ('2 servings',
 * 'يومين'), and a sentence whose verb follows the servings takes their count. An unknown sentence
 * shows nothing rather than its key.
 */
export function reasonText(
  t: TFunction,
  number: (value: number) => string,
  reason: SupplementPlanLineDto['reason'],
): string {
  const { servings, days, trainingDays, ...plain } = reason.params;
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(plain)) values[name] = number(value);
  if (servings !== undefined) {
    values.count = servings;
    values.servings = t('plan.servings', { count: servings, n: number(servings) });
  }
  if (days !== undefined) values.days = t('plan.days', { count: days, n: number(days) });
  if (trainingDays !== undefined)
    values.trainingDays = t('plan.trainingDays', { count: trainingDays, n: number(trainingDays) });
  const text = t(reason.key, { ...values, defaultValue: '' });
  return text === reason.key ? '' : text;
}
