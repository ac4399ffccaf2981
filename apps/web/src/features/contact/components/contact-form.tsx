import { useEffect, useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { isValidEmail } from '@atlas/shared/rules/credentials';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { deferred } from '@/components/ui/deferred';
import { useSendMessage } from '../api/send-message';

const ContactDialog = deferred(() => import('./contact-dialog'));
/** How long the success dialog stays. */
export const SUCCESS_DIALOG_MS = 3000;

type Field = 'name' | 'email' | 'message';
type Dialog = { kind: 'missing' } | { kind: 'success' } | { kind: 'failed' } | null;

/**
 * The contact form: every field required, else the 'Please fill out all
 * fields' dialog; on success the 'Success!' dialog closes itself after 3 s and the form is cleared.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const send = useSendMessage();
  // null: not typed in yet, so a signed-in shopper's name and e-mail show (still editable)
  const [edits, setEdits] = useState<Record<Field, string | null>>({
    name: null,
    email: null,
    message: null,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [emailError, setEmailError] = useState<string | undefined>();

  const values: Record<Field, string> = {
    name: edits.name ?? (user ? [user.fName, user.lName].filter(Boolean).join(' ') : ''),
    email: edits.email ?? user?.email ?? '',
    message: edits.message ?? '',
  };

  useEffect(() => {
    if (dialog?.kind !== 'success') return;
    const timer = setTimeout(() => setDialog(null), SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [dialog]);

  const set = (field: Field, value: string) => setEdits((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
    if (!trimmed.name || !trimmed.email || !trimmed.message) {
      setDialog({ kind: 'missing' });
      return;
    }
    if (!isValidEmail(trimmed.email)) {
      setEmailError(t('validation.emailInvalid'));
      return;
    }
    setEmailError(undefined);
    send.mutate(trimmed, {
      onSuccess: () => {
        setEdits({ name: '', email: '', message: '' });
        setDialog({ kind: 'success' });
      },
      onError: (error) => {
        console.error('Failed to send contact message', error);
        setDialog({ kind: 'failed' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="contact-form">
      <Stack gap="md">
        <TextInput
          label={t('contact.name')}
          required
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          data-testid="contact-name"
        />
        <TextInput
          label={t('contact.email')}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={emailError}
          data-testid="contact-email"
        />
        <Textarea
          label={t('contact.message')}
          required
          autosize
          minRows={5}
          maxRows={12}
          maxLength={5000}
          value={values.message}
          onChange={(e) => set('message', e.currentTarget.value)}
          data-testid="contact-message"
        />
        <Text size="xs" c="dimmed">
          {t('contact.required')}
        </Text>
        <Button type="submit" color="orange" size="md" loading={send.isPending} data-testid="contact-submit">
          {t('contact.send')}
        </Button>
      </Stack>
      <ContactDialog
        opened={dialog !== null}
        kind={dialog?.kind ?? 'success'}
        onClose={() => setDialog(null)}
      />
    </form>
  );
}
