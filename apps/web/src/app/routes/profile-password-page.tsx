import { login } from '@/features/auth/api/login';
import { PasswordPanel } from '@/features/profile/components/password-panel';

export default function ProfilePasswordPage() {
  return (
    <PasswordPanel
      onChanged={async (email, password) => {
        await login({ email, password }).catch(() => undefined);
      }}
    />
  );
}
