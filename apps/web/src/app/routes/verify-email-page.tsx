import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { AuthCard } from '@/features/auth/components/auth-card';
import { OtpStep } from '@/features/auth/components/otp-step';

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useSearchParams()[0].get('email');
  if (!email) return <Navigate to="/signup" replace />;
  return (
    <AuthCard title={t('auth.otp.title')} subtitle={t('auth.otp.subtitle')}>
      <OtpStep email={email} onBack={() => void navigate('/signup')} />
    </AuthCard>
  );
}
