import { useId, type CSSProperties } from 'react';
import classes from './controls.module.css';

interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native select (the phone's own picker), drawn like Mantine's NativeSelect but made
 * of plain elements: it is hydrated on public pages, where every component counts (decision 0013).
 */
export function SelectField({
  label,
  data,
  value,
  onChange,
  width,
  testId,
}: {
  label: string;
  data: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  width?: CSSProperties['width'];
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={classes.field} style={width === undefined ? undefined : { width }}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.selectBox}>
        <select
          id={id}
          className={`${classes.input} ${classes.select}`}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          data-testid={testId}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          // an inline icon, alike in shape to the others: each its own drawing, kept inline for public pages
          className={classes.chevron}
          width="15"
          height="15"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M8 9l4 -4l4 4M16 15l-4 4l-4 -4" />
        </svg>
      </div>
    </div>
  );
}
