import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { EmailOnlyInput } from '@atlas/shared/contract/auth';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useZodForm } from '@/lib/use-zod-form';
import { useForgotPassword } from '../api/forgot-password';

const MESSAGE_MS = 3000;

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useZodForm(EmailOnlyInput, { email: '' });
  const forgot = useForgotPassword();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    form.touchAll();
    if (!form.parsed) return;
    try {
      await forgot.mutateAsync(form.parsed.email);
      setNotice({ ok: true, text: t('auth.forgot.sent') });
    } catch (err) {
      setNotice({
        ok: false,
        text:
          err instanceof ApiError && err.code === 'TOO_MANY_REQUESTS'
            ? t('errors.TOO_MANY_REQUESTS')
            : t('auth.forgot.failed'),
      });
    }
    setTimeout(() => setNotice(null), MESSAGE_MS);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {notice && (
          <Alert color={notice.ok ? 'teal' : 'red'} role="status">
            {notice.text}
          </Alert>
        )}
        {/* alike to the login's e-mail field; shared, it would add to every page's preload */}
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
        <Button type="submit" size="md" disabled={!form.valid || forgot.isPending}>
          {forgot.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
        </Button>
        {/* the way back to login, alike in the reset form; each form its own button above */}
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
