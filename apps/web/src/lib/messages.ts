import type { TFunction } from './translator';
import { credentialMessages } from '@atlas/shared/rules/credentials';

/**
 * Validation and server messages come from the shared schemas in English (the spec's wording);
 * the interface shows them through translation keys, falling back to the English text.
 */
const keyByMessage: Record<string, string> = {
  [credentialMessages.emailRequired]: 'validation.emailRequired',
  [credentialMessages.emailInvalid]: 'validation.emailInvalid',
  [credentialMessages.passwordRequired]: 'validation.passwordRequired',
  [credentialMessages.passwordTooShort]: 'validation.passwordTooShort',
  [credentialMessages.passwordPattern]: 'validation.passwordPattern',
  [credentialMessages.passwordsMismatch]: 'validation.passwordsMismatch',
  [credentialMessages.otpInvalid]: 'validation.otpInvalid',
  'The code must be exactly 6 digits': 'validation.otpFormat',
  'First name is required': 'validation.firstNameRequired',
  'Last name is required': 'validation.lastNameRequired',
  'Please enter a valid mobile number': 'validation.mobileInvalid',
  'Mobile is required': 'validation.mobileRequired',
  'All fields are required': 'validation.allFieldsRequired',
  'New passwords do not match': 'validation.newPasswordsMismatch',
};

export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage[message];
  return key ? t(key) : message;
}
