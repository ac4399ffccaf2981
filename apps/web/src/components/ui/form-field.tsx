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
          <path
            // Mantine's ComboboxChevron
            d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </span>
    </Field>
  );
}
