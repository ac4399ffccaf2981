import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import controls from './controls.module.css';
import classes from './form-field.module.css';

const INPUT = `${controls.input} ${classes.input}`;

/** A label over its field, tied to it by id. */
function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.box}>{children}</div>
    </div>
  );
}

/**
 * Mantine's TextInput (size sm) as plain elements, with an optional icon before the text.
 * Public pages draw it by CSS alone: Mantine's component adds a wrapper, style attributes and
 * its rules to every page that shows one.
 */
export function TextField({
  label,
  icon,
  ...input
}: { label: string; icon?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <Field label={label} id={id}>
      {icon && (
        <span className={classes.section} aria-hidden>
          {icon}
        </span>
      )}
      <input id={id} className={INPUT} data-with-icon={icon ? true : undefined} {...input} />
    </Field>
  );
}

interface Option {
  value: string;
  label: string;
}

/** Mantine's NativeSelect (size sm) as plain elements: the phone's own picker, Mantine's chevron. */
export function NativeSelectField({
  label,
  data,
  ...select
}: { label: string; data: readonly Option[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <Field label={label} id={id}>
      <select id={id} className={INPUT} {...select}>
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={classes.section} data-position="right" aria-hidden>
        <svg className={classes.chevron} viewBox="0 0 15 15" fill="none">
          {/* Mantine's ComboboxChevron, the same outline drawn as two strokes */}
          <path
            d="M5.25 5.75 7.5 3.5l2.25 2.25m0 3.5L7.5 11.5 5.25 9.25"
            stroke="currentColor"
            strokeWidth=".9"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    </Field>
  );
}
