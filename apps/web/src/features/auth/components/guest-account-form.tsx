import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { GuestAccountInput, type GuestAccountOfferDto } from '@atlas/shared/contract/guest';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { translateMessage } from '@/lib/messages';
import { useTranslation } from '@/lib/use-translation';
import { useZodForm } from '@/lib/use-zod-form';
import { loginPath } from '@/lib/visitor-guard';
import { useCreateGuestAccount } from '../api/guest-account';

const AccountSchema = GuestAccountInput.omit({ token: true })
  .extend({ confirmPassword: GuestAccountInput.shape.password })
  .refine((v) => v.password === v.confirmPassword, {
    message: credentialMessages.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const ORDERS_PATH = '/profile/orders';

/**
 * The e-mailed link's form: names (prefilled from the latest guest order) and a password. The
 * account is created verified with the guest orders in it, and the guest lands signed in on them.
 */
export function GuestAccountForm({ token, offer }: { token: string; offer: GuestAccountOfferDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateGuestAccount();
  const form = useZodForm(AccountSchema, {
    fName: offer.fName,
    lName: offer.lName,
    password: '',
    confirmPassword: '',
  });
  const existing = create.data?.kind === 'existing';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    form.touchAll();
    if (!form.parsed) return;
    const { confirmPassword: _confirm, ...input } = form.parsed;
    try {
      const result = await create.mutateAsync({ token, ...input });
      if (result.kind === 'created') void navigate(ORDERS_PATH, { replace: true });
    } catch {
      // shown below from create.error
    }
  };

  const failure =
    create.error instanceof ApiError && create.error.code === 'INVALID_GUEST_TOKEN'
      ? 'guest.account.invalidLink'
      : create.error instanceof ApiError && create.error.code === 'TOO_MANY_REQUESTS'
        ? 'errors.TOO_MANY_REQUESTS'
        : create.error
          ? 'guest.account.failed'
          : null;

  if (existing) {
    return (
      <Stack gap="md" data-testid="guest-account-existing">
        <Alert color="teal" role="status">
          {t('guest.account.existing')}
        </Alert>
        <Button component={Link} to={loginPath(ORDERS_PATH)}>
          {t('guest.choice.signIn')}
        </Button>
      </Stack>
    );
  }

  // alike to the sign-up's password fields; shared, they would add to every page's preload
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
      data-testid={`guest-account-${key}`}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="guest-account-form">
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle />}>
            {t(failure)}
          </Alert>
        )}
        <Text size="sm">
          {t('guest.account.for')} <bdi data-testid="guest-account-email">{offer.email}</bdi>
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {(['fName', 'lName'] as const).map((key) => (
            <TextInput
              key={key}
              label={t(key === 'fName' ? 'auth.fields.firstName' : 'auth.fields.lastName')}
              required
              autoComplete={key === 'fName' ? 'given-name' : 'family-name'}
              value={form.values[key]}
              onChange={(e) => form.set(key, e.currentTarget.value)}
              onBlur={() => form.touch(key)}
              error={translateMessage(t, form.error(key))}
              data-testid={`guest-account-${key}`}
            />
          ))}
        </SimpleGrid>
        {password('password', 'auth.fields.password')}
        {password('confirmPassword', 'auth.fields.confirmPassword')}
        <Button type="submit" size="md" loading={create.isPending} data-testid="guest-account-submit">
          {t('guest.account.submit')}
        </Button>
        <Anchor component={Link} to={loginPath(ORDERS_PATH)} ta="center" size="sm">
          {t('guest.account.haveAccount')}
        </Anchor>
      </Stack>
    </form>
  );
}
