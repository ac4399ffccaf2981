import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { OtpStep } from '@/features/auth/components/otp-step';
import { SignupForm } from '@/features/auth/components/signup-form';

export default function SignupPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  if (email) {
    return (
      <AuthCard title={t('auth.otp.title')} subtitle={t('auth.otp.subtitle')}>
        <OtpStep key={email} email={email} onBack={() => setEmail(null)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <SignupForm onRegistered={setEmail} />
      <GoogleSignIn />
    </AuthCard>
  );
}
