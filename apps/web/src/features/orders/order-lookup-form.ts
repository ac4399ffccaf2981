import { isValidEmail } from '@atlas/shared/rules/credentials';
import { isEmailContact, mobileKey } from '@atlas/shared/rules/guest';

/** What a visitor types to find an order again. */
export interface LookupDraft {
  orderId: string;
  contact: string;
}

/** '#1042', ' 1042 ' and '١٠٤٢' are order 1042. */
export function parseOrderNumber(value: string): number | null {
  const digits = value
    .trim()
    .replace(/^#/, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  if (!/^[0-9]{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Each field's problem as a translation key; empty when the lookup can be sent. */
export function lookupErrors(draft: LookupDraft): Partial<Record<keyof LookupDraft, string>> {
  const errors: Partial<Record<keyof LookupDraft, string>> = {};
  if (!draft.orderId.trim()) errors.orderId = 'guest.errors.required';
  else if (parseOrderNumber(draft.orderId) === null) errors.orderId = 'guest.errors.orderId';
  const contact = draft.contact.trim();
  if (!contact) errors.contact = 'guest.errors.required';
  // zod-free checks (a public page): the server checks the mobile number fully
  else if (isEmailContact(contact) ? !isValidEmail(contact) : !/^[0-9]{8,15}$/.test(mobileKey(contact)))
    errors.contact = 'guest.errors.contact';
  return errors;
}

export function lookupPayload(draft: LookupDraft): { orderId: number; contact: string } | null {
  const orderId = parseOrderNumber(draft.orderId);
  if (orderId === null || Object.keys(lookupErrors(draft)).length) return null;
  return { orderId, contact: draft.contact.trim() };
}
