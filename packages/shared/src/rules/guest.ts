/** Guest checkout rules shared by the server and the browser (pure, no zod). */

/**
 * A mobile number reduced to what identifies it: digits only, Egypt's country code (+20, 0020)
 * turned back into the national leading 0. '+20 100 123 4567', '0020 1001234567' and
 * '01001234567' are the same number.
 */
export function mobileKey(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.startsWith('0020')) return `0${digits.slice(4)}`;
  if (digits.startsWith('20') && digits.length === 12) return `0${digits.slice(2)}`;
  return digits;
}

/** Whether what a visitor typed to look an order up is an e-mail address (else a mobile number). */
export const isEmailContact = (contact: string): boolean => contact.includes('@');

export interface GuestLineKey {
  productId: number;
  selectedFlavor: string;
  quantity: number;
}

/**
 * One line per product and flavor (the flavor compared case-insensitively, as the cart does):
 * a browser cart that holds a line twice is summed, keeping the first line's place and spelling.
 */
export function mergeGuestLines<T extends GuestLineKey>(lines: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.selectedFlavor.toLowerCase()}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}
