import { describe, expect, it } from 'vitest';
import {
  credentialMessages as m,
  isValidEmail,
  normalizeEmail,
  OTP_PATTERN,
  passwordProblem,
} from './credentials';

describe('passwordProblem', () => {
  it('accepts a password with an uppercase letter, a digit and a special character', () => {
    expect(passwordProblem('Shopper@2026')).toBeNull();
    expect(passwordProblem('Abcdefg1$')).toBeNull();
  });

  it.each([
    ['', m.passwordRequired],
    ['Ab1@', m.passwordTooShort],
    ['abcdefg1@', m.passwordPattern], // no uppercase
    ['Abcdefgh@', m.passwordPattern], // no digit
    ['Abcdefgh1', m.passwordPattern], // no special character
    ['Abcdefg1@#', m.passwordPattern], // '#' is not allowed
    ['Abcdefg1@ ', m.passwordPattern], // nor spaces
  ])('rejects %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });
});

describe('e-mail', () => {
  it('recognises well-formed addresses', () => {
    expect(isValidEmail('salma@example.com')).toBe(true);
    expect(isValidEmail('salma@example')).toBe(false);
    expect(isValidEmail('salma example.com')).toBe(false);
  });

  it('normalises case and spaces', () => {
    expect(normalizeEmail('  Salma@Example.COM ')).toBe('salma@example.com');
  });
});

describe('one-time code', () => {
  it('is exactly six digits', () => {
    expect(OTP_PATTERN.test('012345')).toBe(true);
    expect(OTP_PATTERN.test('12345')).toBe(false);
    expect(OTP_PATTERN.test('12345a')).toBe(false);
    expect(OTP_PATTERN.test('1234567')).toBe(false);
  });
});
