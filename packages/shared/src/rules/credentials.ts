/** The spec's validation rules for e-mails, passwords and one-time codes (form and server alike). */

export const PASSWORD_MIN_LENGTH = 8;
/** One uppercase letter, one digit, one of @$!%*?& — and only letters, digits and those characters. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;
export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^\d{6}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const credentialMessages = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordPattern:
    'Password must contain at least one uppercase letter, one number, and one special character',
  passwordsMismatch: 'Passwords do not match',
  otpInvalid: 'Invalid OTP code. Please try again.',
} as const;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The first rule a password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (!password) return credentialMessages.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return credentialMessages.passwordTooShort;
  if (!PASSWORD_PATTERN.test(password)) return credentialMessages.passwordPattern;
  return null;
}
