import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <ResetPasswordForm token={search.get('token')} email={search.get('email')} />
    </AuthCard>
  );
}
