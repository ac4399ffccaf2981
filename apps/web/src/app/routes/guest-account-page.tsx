import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GuestAccountForm } from '@/features/auth/components/guest-account-form';
import { useGuestAccountOffer } from '@/features/auth/api/guest-account';

/** /guest-account?token=…: the confirmation e-mail's link to an account holding the guest's orders. */
export default function GuestAccountPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const offer = useGuestAccountOffer(token);

  return (
    <AuthCard title={t('guest.account.title')} subtitle={t('guest.account.subtitle')}>
      {offer.data ? (
        <GuestAccountForm token={token} offer={offer.data} />
      ) : !token || offer.isError ? (
        <Stack gap="md" data-testid="guest-account-invalid">
          <Alert color="orange" icon={<IconAlertTriangle />}>
            {t('guest.account.invalidLink')}
          </Alert>
          <Button component={Link} to="/track-order" variant="default">
            {t('guest.lookup.title')}
          </Button>
        </Stack>
      ) : (
        <PageSpinner />
      )}
    </AuthCard>
  );
}
