import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { RegisterInput } from '@atlas/shared/contract/auth';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useRegister } from '../api/register';
import { EmailField, NameFields, PasswordField } from './auth-fields';

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

  // alike in shape to the guest account's submit; a sign-up registers and then asks for the code
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
        <NameFields form={form} />
        <EmailField form={form} name="email" />
        <PasswordField form={form} name="password" label="auth.fields.password" />
        <PasswordField form={form} name="confirmPassword" label="auth.fields.confirmPassword" />
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
