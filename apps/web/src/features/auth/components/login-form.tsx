import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { LoginInput, NewPassword } from '@atlas/shared/contract/auth';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useZodForm } from '@/lib/use-zod-form';
import { useLogin } from '../api/login';
import { safeReturnUrl } from '../return-url';

/** The login password follows the same rules as a new one. */
const LoginForm = LoginInput.extend({ password: NewPassword });

export function LoginFormCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useZodForm(LoginForm, { email: '', password: '' });
  const login = useLogin();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    form.touchAll();
    if (!form.valid) return;
    try {
      const answer = await login.mutateAsync(form.parsed!);
      if ('requiresVerification' in answer) {
        void navigate(`/verify-email?email=${encodeURIComponent(answer.email)}`);
      } else {
        void navigate(safeReturnUrl(search.get('returnUrl')) ?? '/home', { replace: true });
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_CREDENTIALS') {
        form.setServerErrors({
          email: t('auth.login.emailNotFound'),
          password: t('auth.login.passwordIncorrect'),
        });
      }
    }
  };

  const failure =
    login.error instanceof ApiError && login.error.code !== 'INVALID_CREDENTIALS' ? login.error : null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure.code === 'TOO_MANY_REQUESTS' ? t('errors.TOO_MANY_REQUESTS') : t('errors.generic')}
          </Alert>
        )}
        {!failure && search.get('session') === 'lost' && (
          <Alert color="yellow" role="status" data-testid="session-lost">
            {t('auth.login.sessionLost')}
          </Alert>
        )}
        {/* fields alike to the sign-up's and reset's; shared, they would add to every page's preload */}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={(e) => form.set('email', e.currentTarget.value)}
          onBlur={() => form.touch('email')}
          error={translateMessage(t, form.error('email'))}
        />
        <PasswordInput
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(e) => form.set('password', e.currentTarget.value)}
          onBlur={() => form.touch('password')}
          error={translateMessage(t, form.error('password'))}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgotPassword" size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={login.isPending} disabled={!form.valid}>
          {t('auth.login.submit')}
        </Button>
        <Anchor component={Link} to="/signup" ta="center" size="sm">
          {t('auth.login.toSignup')}
        </Anchor>
      </Stack>
    </form>
  );
}
