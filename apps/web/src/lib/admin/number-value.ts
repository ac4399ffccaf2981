/** A number field's value as the admin forms keep it: a number, or '' while the field is empty. */
export type NumberValue = number | '';

/** What Mantine's NumberInput answers, as the forms keep it. */
export const toNumberValue = (value: number | string): NumberValue =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';
