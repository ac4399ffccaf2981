import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { contactErrors, type ContactDraft, type ContactField } from '../guest-contact';

const fields: { key: ContactField; label: string; autoComplete: string; type: string; ltr?: boolean }[] = [
  { key: 'fullName', label: 'guest.contact.fullName', autoComplete: 'name', type: 'text' },
  { key: 'mobile', label: 'guest.contact.mobile', autoComplete: 'tel', type: 'tel', ltr: true },
  { key: 'email', label: 'guest.contact.email', autoComplete: 'email', type: 'email', ltr: true },
];

/** A guest's name, mobile and e-mail, each checked once left (by the shared contract's rules). */
export function GuestContactFields({
  contact,
  onChange,
  disabled,
}: {
  contact: ContactDraft;
  onChange: (next: ContactDraft) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const errors = contactErrors(contact);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {fields.map(({ key, label, autoComplete, type, ltr }) => {
        const error = touched[key] ? errors[key] : undefined;
        return (
          <TextInput
            key={key}
            label={t(label)}
            description={key === 'email' ? t('guest.contact.emailHint') : undefined}
            required
            type={type}
            dir={ltr ? 'ltr' : undefined}
            inputMode={key === 'mobile' ? 'tel' : undefined}
            placeholder={key === 'mobile' ? '01012345678' : undefined}
            autoComplete={autoComplete}
            value={contact[key]}
            onChange={(e) => onChange({ ...contact, [key]: e.currentTarget.value })}
            onBlur={() => setTouched((v) => ({ ...v, [key]: true }))}
            error={error ? t(error) : undefined}
            disabled={disabled}
            style={key === 'fullName' ? { gridColumn: '1 / -1' } : undefined}
            data-testid={`guest-${key}`}
          />
        );
      })}
    </SimpleGrid>
  );
}
