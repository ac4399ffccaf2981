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
    </AuthCard>
  );
}
