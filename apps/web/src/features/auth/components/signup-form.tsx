import { Alert, Anchor, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { RegisterInput } from '@atlas/shared/contract/auth';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useZodForm } from '@/lib/use-zod-form';
import { useRegister } from '../api/register';

const SignupSchema = RegisterInput.extend({ confirmPassword: RegisterInput.shape.password }).refine(
  (v) => v.password === v.confirmPassword,
  { message: credentialMessages.passwordsMismatch, path: ['confirmPassword'] },
);

export function SignupForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(SignupSchema, {
    fName: '',
    lName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const register = useRegister();

  // alike in shape to the guest account's submit; a sign-up registers, then asks for the code
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    form.touchAll();
    if (!form.parsed) return;
    const { confirmPassword: _confirm, ...input } = form.parsed;
    try {
      const { email } = await register.mutateAsync(input);
      onRegistered(email);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409)
        form.setServerErrors({ email: t('auth.signup.emailFound') });
    }
  };

  const field = (key: 'fName' | 'lName' | 'email', label: string, autoComplete: string) => (
    <TextInput
      label={t(label)}
      required
      autoComplete={autoComplete}
      type={key === 'email' ? 'email' : 'text'}
      value={form.values[key]}
      onChange={(e) => form.set(key, e.currentTarget.value)}
      onBlur={() => form.touch(key)}
      error={translateMessage(t, form.error(key))}
    />
  );
  const password = (key: 'password' | 'confirmPassword', label: string) => (
    <PasswordInput
      label={t(label)}
      required
      autoComplete="new-password"
      value={form.values[key]}
      onChange={(e) => form.set(key, e.currentTarget.value)}
      onBlur={() => form.touch(key)}
      error={translateMessage(t, form.error(key))}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
    />
  );
  const unexpected = register.error && !(register.error instanceof ApiError && register.error.status === 409);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {unexpected && (
          <Alert color="red" role="alert">
            {register.error instanceof ApiError && register.error.code === 'TOO_MANY_REQUESTS'
              ? t('errors.TOO_MANY_REQUESTS')
              : t('auth.signup.unexpected')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {field('fName', 'auth.fields.firstName', 'given-name')}
          {field('lName', 'auth.fields.lastName', 'family-name')}
        </SimpleGrid>
        {field('email', 'auth.fields.email', 'email')}
        {password('password', 'auth.fields.password')}
        {password('confirmPassword', 'auth.fields.confirmPassword')}
        <Button type="submit" size="md" loading={register.isPending} disabled={!form.valid}>
          {t('auth.signup.submit')}
        </Button>
        <Group justify="center" gap={6}>
          <span>{t('auth.signup.haveAccount')}</span>
          <Anchor component={Link} to="/login">
            {t('auth.signup.toLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
