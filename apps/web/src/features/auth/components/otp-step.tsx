import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { OTP_LENGTH, OTP_PATTERN } from '@atlas/shared/rules/credentials';
import { ApiError } from '@/lib/api-client';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';

const RESENT_NOTICE_MS = 3000;

/** The one-time-code step: 6 digits, verify, resend (3 s confirmation), back to sign-up. */
export function OtpStep({ email, onBack }: { email: string; onBack?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const valid = OTP_PATTERN.test(otp);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid) return;
    try {
      await verify.mutateAsync({ email, otp });
      void navigate('/home', { replace: true });
    } catch (err) {
      setFailed(
        err instanceof ApiError && err.code === 'OTP_LOCKED'
          ? t('auth.otp.locked')
          : t('validation.otpInvalid'),
      );
    }
  };

  const again = async () => {
    try {
      await resend.mutateAsync(email);
      setResent(true);
      setTimeout(() => setResent(false), RESENT_NOTICE_MS);
    } catch (err) {
      // the spec: a resend failure is only logged; a cooldown is worth saying
      if (err instanceof ApiError && err.code === 'TOO_MANY_REQUESTS') setFailed(t('auth.otp.wait'));
      else console.error('resend failed', err);
    }
  };

  const formatError = touched && !valid ? t('validation.otpFormat') : null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text>
          {t('auth.otp.sentTo')} <b dir="ltr">{email}</b>
        </Text>
        <TextInput
          label={t('auth.otp.label')}
          placeholder="000000"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={otp}
          onChange={(e) => {
            setOtp(e.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
            setFailed(null);
          }}
          onBlur={() => setTouched(true)}
          error={failed ?? formatError}
          styles={{ input: { letterSpacing: '0.5em', fontSize: 22, textAlign: 'center' } }}
          data-testid="otp"
          dir="ltr"
        />
        {resent && (
          <Alert color="teal" role="status">
            {t('auth.otp.resent')}
          </Alert>
        )}
        <Button type="submit" size="md" loading={verify.isPending} disabled={!valid}>
          {t('auth.otp.verify')}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void again()} loading={resend.isPending}>
            {t('auth.otp.resend')}
          </Button>
          {onBack && (
            <Button variant="subtle" color="gray" onClick={onBack}>
              {t('auth.otp.back')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
