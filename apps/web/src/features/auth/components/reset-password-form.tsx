import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { NewPassword } from '@atlas/shared/contract/auth';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useZodForm } from '@/lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';

const REDIRECT_MS = 2000;
const ResetSchema = z
  .object({ password: NewPassword, confirmPassword: z.string().min(1, credentialMessages.passwordRequired) })
  .refine((v) => v.password === v.confirmPassword, {
    message: credentialMessages.passwordsMismatch,
    path: ['confirmPassword'],
  });

/** New password from the e-mailed link; token and email come from the query. */
export function ResetPasswordForm({ token, email }: { token: string | null; email: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(ResetSchema, { password: '', confirmPassword: '' });
  const reset = useResetPassword();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    form.touchAll();
    if (!form.parsed || !token || !email) return;
    try {
      await reset.mutateAsync({ token, email, ...form.parsed });
      setDone(true);
    } catch {
      // shown below from reset.error
    }
  };

  const failure =
    reset.error instanceof ApiError && reset.error.code === 'INVALID_RESET_TOKEN'
      ? t('auth.reset.invalidLink')
      : reset.error
        ? t('auth.reset.failed')
        : null;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {(!token || !email) && <Alert color="orange">{t('auth.reset.missingLink')}</Alert>}
        {done && (
          <Alert color="teal" role="status">
            {t('auth.reset.success')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {(['password', 'confirmPassword'] as const).map((key) => (
          <PasswordInput
            key={key}
            label={t(key === 'password' ? 'auth.fields.newPassword' : 'auth.fields.confirmPassword')}
            autoComplete="new-password"
            required
            value={form.values[key]}
            onChange={(e) => form.set(key, e.currentTarget.value)}
            onBlur={() => form.touch(key)}
            error={translateMessage(t, form.error(key))}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
          />
        ))}
        <Button type="submit" size="md" loading={reset.isPending} disabled={!form.valid || done}>
          {t('auth.reset.submit')}
        </Button>
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
