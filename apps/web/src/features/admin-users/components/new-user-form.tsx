import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/link';
import { showSuccess } from '@/components/admin/admin-feedback';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useTranslation } from '@/lib/use-translation';
import { useCreateUser } from '../api/users';
import {
  emptyNewUser,
  passwordChecks,
  serverFieldErrors,
  toCreateUserInput,
  validateNewUser,
  type NewUserField,
  type NewUserValues,
} from '../new-user-form';

const USERS_PATH = '/admin/users';

/** Add New User (/admin/users/new): a verified account with a role, checked as the sign-up is. */
export function NewUserForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  const [values, setValues] = useState<NewUserValues>(emptyNewUser);
  const [touched, setTouched] = useState<Partial<Record<NewUserField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<NewUserField, string>>>({});
  const [failed, setFailed] = useState(false);

  const errors = validateNewUser(values);
  const set = <K extends NewUserField>(key: K, value: NewUserValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const touch = (key: NewUserField) => setTouched((v) => ({ ...v, [key]: true }));
  /** The server's word wins (it may know more: a taken e-mail, a bad mobile); else ours once touched. */
  const error = (key: NewUserField): string | undefined => {
    const server = serverErrors[key];
    if (server) {
      return server === 'This email is already registered'
        ? t('adminUsers.form.emailTaken')
        : translateMessage(t, server);
    }
    return touched[key] && errors[key] ? t(errors[key]) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
    setFailed(false);
    if (Object.keys(errors).length > 0) return;
    try {
      await create.mutateAsync(toCreateUserInput(values));
      showSuccess(t('adminUsers.form.created'));
      await navigate(USERS_PATH);
    } catch (err) {
      const fields = err instanceof ApiError ? serverFieldErrors(err.code, err.fields) : {};
      if (Object.keys(fields).length > 0) setServerErrors(fields);
      else setFailed(true);
    }
  };

  const checks = passwordChecks(values.password);
  const rule = (met: boolean, key: string) => (
    <Group component="li" gap={8} wrap="nowrap" c={met ? undefined : 'dimmed'}>
      <ThemeIcon color={met ? 'teal' : 'gray'} variant="light" size={18} radius="xl" aria-hidden>
        {met ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
      </ThemeIcon>
      <Text size="sm" c="inherit">
        {t(key)}
        {met && <VisuallyHidden> ({t('adminUsers.form.ruleMet')})</VisuallyHidden>}
      </Text>
    </Group>
  );

  const text = (key: 'fName' | 'lName' | 'email' | 'mobile', label: string, autoComplete: string) => (
    <TextInput
      label={t(label)}
      required={key !== 'mobile'}
      type={key === 'email' ? 'email' : key === 'mobile' ? 'tel' : 'text'}
      dir={key === 'email' || key === 'mobile' ? 'ltr' : undefined}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      onBlur={() => touch(key)}
      error={error(key)}
      data-testid={`new-user-${key}`}
    />
  );

  return (
    <Card withBorder radius="lg" padding="lg" maw={720}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {failed && (
            <Alert color="red" role="alert">
              {t('adminUsers.form.failed')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('fName', 'auth.fields.firstName', 'off')}
            {text('lName', 'auth.fields.lastName', 'off')}
          </SimpleGrid>
          {text('email', 'auth.fields.email', 'off')}
          <Stack gap={6}>
            <PasswordInput
              label={t('auth.fields.password')}
              required
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              onBlur={() => touch('password')}
              error={error('password')}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
              data-testid="new-user-password"
              aria-describedby="new-user-password-rules"
            />
            <Stack
              component="ul"
              gap={4}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              id="new-user-password-rules"
              aria-label={t('adminUsers.form.rules')}
            >
              {rule(checks.length, 'adminUsers.form.ruleLength')}
              {rule(checks.uppercase, 'adminUsers.form.ruleUppercase')}
              {rule(checks.digit, 'adminUsers.form.ruleDigit')}
              {rule(checks.special, 'adminUsers.form.ruleSpecial')}
            </Stack>
          </Stack>
          <Radio.Group
            label={t('adminUsers.form.role')}
            value={values.role}
            onChange={(v) => set('role', v === 'admin' ? 'admin' : 'user')}
            error={error('role')}
          >
            <Group gap="lg" mt={6}>
              <Radio value="user" label={t('adminUsers.roles.user')} data-testid="new-user-role-user" />
              <Radio value="admin" label={t('adminUsers.roles.admin')} data-testid="new-user-role-admin" />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('mobile', 'adminUsers.form.mobile', 'off')}
            <Select
              label={t('adminUsers.form.gender')}
              placeholder={t('adminUsers.form.genderNone')}
              data={[
                { value: 'Male', label: t('adminUsers.genders.Male') },
                { value: 'Female', label: t('adminUsers.genders.Female') },
              ]}
              value={values.gender || null}
              onChange={(v) => set('gender', v === 'Male' || v === 'Female' ? v : '')}
              clearable
              error={error('gender')}
              comboboxProps={{ withinPortal: true }}
              data-testid="new-user-gender"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button component={Link} to={USERS_PATH} variant="default">
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="new-user-submit">
              {t('adminUsers.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
