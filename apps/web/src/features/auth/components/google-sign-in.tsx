import { useEffect, useRef } from 'react';
import { Alert, Divider, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { usePublicConfig } from '../api/get-config';
import { useGoogleSignIn } from '../api/google-sign-in';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (r: { credential: string }) => void }): void;
      renderButton(el: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';
const INIT_DELAY_MS = 100;

function loadScript(): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
  if (existing)
    return window.google
      ? Promise.resolve()
      : new Promise((r) => existing.addEventListener('load', () => r()));
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Google script failed to load'));
    document.head.appendChild(script);
  });
}

/** Google's button (outline theme, large), only when the server has a Google client id. */
export function GoogleSignIn() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const signIn = useGoogleSignIn();
  const { mutateAsync } = signIn;
  const holder = useRef<HTMLDivElement>(null);
  const clientId = config.data?.googleClientId;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      loadScript()
        .then(() => {
          if (cancelled || !holder.current || !window.google) return;
          window.google.accounts.id.initialize({
            client_id: clientId,
            callback: ({ credential }) =>
              void mutateAsync(credential).then(
                () => navigate('/home', { replace: true }),
                () => undefined,
              ),
          });
          window.google.accounts.id.renderButton(holder.current, {
            theme: 'outline',
            size: 'large',
            width: 320,
            locale: i18n.language,
          });
        })
        .catch((err: unknown) => console.error(err));
    }, INIT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [clientId, i18n.language, navigate, mutateAsync]);

  if (!clientId) return null;
  return (
    <Stack gap="sm" align="center">
      <Divider label={t('auth.or')} labelPosition="center" w="100%" />
      <div ref={holder} data-testid="google-button" />
      {signIn.isError && <Alert color="red">{t('auth.googleFailed')}</Alert>}
    </Stack>
  );
}
