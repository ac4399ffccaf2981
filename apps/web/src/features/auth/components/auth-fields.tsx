import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { translateMessage } from '@/lib/messages';
import type { TFunction } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';

/** The part of an auth form (useZodForm) a field binds to: its text, typing, leaving and problem. */
interface FieldsOf<K extends string> {
  values: { [P in K]: string };
  set: (key: K, value: string) => void;
  touch: (key: K) => void;
  error: (key: K) => string | undefined;
}

function binding<K extends string>(form: FieldsOf<K>, name: K, t: TFunction) {
  return {
    value: form.values[name],
    onChange: (e: { currentTarget: { value: string } }) => form.set(name, e.currentTarget.value),
    onBlur: () => form.touch(name),
    error: translateMessage(t, form.error(name)),
  };
}

/** The account's e-mail (login, sign-up, forgotten password). */
export function EmailField<K extends string>({ form, name }: { form: FieldsOf<K>; name: K }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      required
      {...binding(form, name, t)}
    />
  );
}

/**
 * A password with its show/hide toggle: `new-password` where the shopper chooses one (the
 * browser may suggest it), `current-password` at login.
 */
export function PasswordField<K extends string>({
  form,
  name,
  label,
  autoComplete = 'new-password',
  testId,
}: {
  form: FieldsOf<K>;
  name: K;
  label: string;
  autoComplete?: 'new-password' | 'current-password';
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t(label)}
      autoComplete={autoComplete}
      required
      {...binding(form, name, t)}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
      data-testid={testId}
    />
  );
}

/** First and last name side by side (sign-up, a guest's account). */
export function NameFields({
  form,
  testIdPrefix,
}: {
  form: FieldsOf<'fName' | 'lName'>;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {(['fName', 'lName'] as const).map((name) => (
        <TextInput
          key={name}
          label={t(name === 'fName' ? 'auth.fields.firstName' : 'auth.fields.lastName')}
          required
          autoComplete={name === 'fName' ? 'given-name' : 'family-name'}
          {...binding(form, name, t)}
          data-testid={testIdPrefix && `${testIdPrefix}-${name}`}
        />
      ))}
    </SimpleGrid>
  );
}
