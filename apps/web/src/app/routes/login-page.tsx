import { Anchor, Text } from '@mantine/core';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { LoginFormCard } from '@/features/auth/components/login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginFormCard />
      <GoogleSignIn />
      <Text size="sm" ta="center">
        {t('guest.lookup.fromLogin')}{' '}
        <Anchor component={Link} to="/track-order" fw={600} data-testid="login-track-order">
          {t('guest.lookup.footer')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
