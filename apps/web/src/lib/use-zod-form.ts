import { useMemo, useState } from 'react';
import type { z } from 'zod';

/**
 * Form state checked by the same zod schema the server uses. Errors show once a field was
 * touched (or after a submit attempt); `valid` disables the submit button while invalid.
 */
export function useZodForm<In extends Record<string, unknown>, Out>(schema: z.ZodType<Out, In>, initial: In) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const { errors, valid, parsed } = useMemo(() => {
    const result = schema.safeParse(values);
    const errs: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '');
        errs[key] ??= issue.message;
      }
    }
    return { errors: errs, valid: result.success, parsed: result.success ? result.data : undefined };
  }, [schema, values]);

  return {
    values,
    valid,
    parsed,
    set<K extends keyof In>(key: K, value: In[K]) {
      setValues((v) => ({ ...v, [key]: value }));
      setServerErrors(({ [key as string]: _dropped, ...rest }) => rest);
    },
    touch: (key: string) => setTouched((t) => ({ ...t, [key]: true })),
    touchAll: () => setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true]))),
    /** The error to show under a field: the server's, else the schema's once touched. */
    error: (key: string): string | undefined => serverErrors[key] ?? (touched[key] ? errors[key] : undefined),
    setServerErrors,
    reset: (next = initial) => {
      setValues(next);
      setTouched({});
      setServerErrors({});
    },
  };
}
