import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { passwordProblem } from '@atlas/shared/rules/credentials';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useSession } from '@/lib/session';
import { useChangePassword, usePasswordPage } from '../api/change-password';

const SUCCESS_MS = 3000;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password: read-only name; edit mode with current / new / confirm, each with show/hide. */
export function PasswordPanel({
  onChanged,
}: {
  /** The change ends every session; the page signs the shopper back in with the new password. */
  onChanged: (email: string, newPassword: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const page = usePasswordPage();
  const change = useChangePassword(user?.id ?? 0);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(empty);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const start = () => {
    setEditing(true);
    setValues(empty);
    setMessage(null);
  };

  const save = async () => {
    if (!user) return setMessage({ ok: false, text: t('profile.password.noUser') });
    if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
      return setMessage({ ok: false, text: translateMessage(t, 'All fields are required')! });
    }
    if (values.newPassword !== values.confirmPassword) {
      return setMessage({ ok: false, text: translateMessage(t, 'New passwords do not match')! });
    }
    const problem = passwordProblem(values.newPassword);
    if (problem) return setMessage({ ok: false, text: translateMessage(t, problem)! });
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      await onChanged(user.email, values.newPassword);
      setEditing(false);
      setValues(empty);
      setMessage({ ok: true, text: t('profile.password.saved') });
      setTimeout(() => setMessage(null), SUCCESS_MS);
    } catch (err) {
      const text =
        err instanceof ApiError && err.code === 'INVALID_CREDENTIALS'
          ? t('profile.password.wrongCurrent')
          : t('profile.password.failed');
      setMessage({ ok: false, text });
    }
  };

  const field = (key: keyof typeof empty, label: string) => (
    <PasswordInput
      label={t(label)}
      value={values[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [key]: value }));
      }}
      autoComplete={key === 'currentPassword' ? 'current-password' : 'new-password'}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
      data-testid={`password-${key}`}
    />
  );

  const fullName = page.data ? `${page.data.fName} ${page.data.lName}`.trim() : '';
  return (
    <Stack gap="lg" maw={480}>
      <Title order={2} size="h3">
        {t('profile.password.title')}
      </Title>
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <TextInput label={t('profile.password.fullName')} value={fullName} readOnly variant="filled" />
      {editing ? (
        <>
          {field('currentPassword', 'profile.password.current')}
          {field('newPassword', 'auth.fields.newPassword')}
          {field('confirmPassword', 'auth.fields.confirmPassword')}
          <Group>
            <Button onClick={() => void save()} loading={change.isPending}>
              {t('profile.password.save')}
            </Button>
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button variant="light" onClick={start}>
            {t('profile.password.change')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
