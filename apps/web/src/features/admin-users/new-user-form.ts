import type { CreateUserInput, UserRole } from '@atlas/shared/contract/admin-users';
import {
  credentialMessages,
  isValidEmail,
  normalizeEmail,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '@atlas/shared/rules/credentials';

/** What the Add New User form holds (all text, as typed). */
export interface NewUserValues {
  fName: string;
  lName: string;
  email: string;
  password: string;
  role: UserRole;
  mobile: string;
  gender: '' | 'Male' | 'Female';
}

export type NewUserField = keyof NewUserValues;

export const emptyNewUser: NewUserValues = {
  fName: '',
  lName: '',
  email: '',
  password: '',
  role: 'user',
  mobile: '',
  gender: '',
};

/** The sign-up's limits (the server checks the same, and the mobile number, with the same words). */
const NAME_MAX = 60;
const PASSWORD_MAX = 128;

const passwordKeys: Record<string, string> = {
  [credentialMessages.passwordRequired]: 'validation.passwordRequired',
  [credentialMessages.passwordTooShort]: 'validation.passwordTooShort',
  [credentialMessages.passwordPattern]: 'validation.passwordPattern',
};

/** The first problem of each field, as a translation key (an empty object when all is well). */
export function validateNewUser(values: NewUserValues): Partial<Record<NewUserField, string>> {
  const errors: Partial<Record<NewUserField, string>> = {};
  const name = (field: 'fName' | 'lName', required: string) => {
    const value = values[field].trim();
    if (!value) errors[field] = required;
    else if (value.length > NAME_MAX) errors[field] = 'adminUsers.form.nameTooLong';
  };
  name('fName', 'validation.firstNameRequired');
  name('lName', 'validation.lastNameRequired');
  const email = normalizeEmail(values.email);
  if (!email) errors.email = 'validation.emailRequired';
  else if (!isValidEmail(email)) errors.email = 'validation.emailInvalid';
  const problem = passwordProblem(values.password);
  if (problem) errors.password = passwordKeys[problem] ?? 'validation.passwordPattern';
  else if (values.password.length > PASSWORD_MAX) errors.password = 'adminUsers.form.passwordTooLong';
  return errors;
}

/** The password rules the form lists under the field, each met or not yet. */
export function passwordChecks(password: string) {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: /[@$!%*?&]/.test(password),
  };
}

/** The POST /users/admin body: trimmed, with the optional fields left out when empty. */
export function toCreateUserInput(values: NewUserValues): CreateUserInput {
  const mobile = values.mobile.trim();
  return {
    fName: values.fName.trim(),
    lName: values.lName.trim(),
    email: normalizeEmail(values.email),
    password: values.password,
    role: values.role,
    ...(mobile ? { mobile } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
  };
}

/** Server field errors keyed by form field (unknown keys dropped); EMAIL_TAKEN lands on the e-mail. */
export function serverFieldErrors(
  code: string,
  fields: Record<string, string> | undefined,
): Partial<Record<NewUserField, string>> {
  const known = new Set<string>(Object.keys(emptyNewUser));
  const errors: Partial<Record<NewUserField, string>> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (known.has(key)) errors[key as NewUserField] = message;
  }
  if (code === 'EMAIL_TAKEN') errors.email = 'This email is already registered';
  return errors;
}
