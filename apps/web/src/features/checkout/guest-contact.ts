import { GuestContactInput } from '@atlas/shared/contract/guest';

/** Who a guest order is for, as typed. */
export interface ContactDraft {
  fullName: string;
  mobile: string;
  email: string;
}
export type ContactField = keyof ContactDraft;

export const CONTACT_FIELDS: readonly ContactField[] = ['fullName', 'mobile', 'email'];
export const emptyContact: ContactDraft = { fullName: '', mobile: '', email: '' };

/**
 * Each field's problem as a translation key (empty when the contact is valid), checked by the
 * shared contract's schema: a blank field is 'required', anything else the schema refuses is that
 * field's own message.
 */
export function contactErrors(draft: ContactDraft): Partial<Record<ContactField, string>> {
  const result = GuestContactInput.safeParse(draft);
  const errors: Partial<Record<ContactField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (!CONTACT_FIELDS.includes(field)) continue;
    errors[field] ??= draft[field].trim() ? `guest.errors.${field}` : 'guest.errors.required';
  }
  return errors;
}

/** The contact as the server takes it (trimmed, e-mail normalised), or null while a field is wrong. */
export function contactPayload(draft: ContactDraft): GuestContactInput | null {
  const result = GuestContactInput.safeParse(draft);
  return result.success ? result.data : null;
}
