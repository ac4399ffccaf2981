import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  emptyNewUser,
  passwordChecks,
  serverFieldErrors,
  toCreateUserInput,
  validateNewUser,
  type NewUserValues,
} from './new-user-form';
import { initials, loadFailureKey, writeFailureKey } from './user-display';

const valid: NewUserValues = {
  ...emptyNewUser,
  fName: ' Mona ',
  lName: 'Salah',
  email: ' Mona@Example.COM ',
  password: 'Strong@2026',
};

describe('the Add New User form', () => {
  it('accepts a complete form and sends it trimmed, without empty optional fields', () => {
    expect(validateNewUser(valid)).toEqual({});
    expect(toCreateUserInput(valid)).toEqual({
      fName: 'Mona',
      lName: 'Salah',
      email: 'mona@example.com',
      password: 'Strong@2026',
      role: 'user',
    });
    expect(
      toCreateUserInput({ ...valid, role: 'admin', mobile: ' 0100 123 4567 ', gender: 'Female' }),
    ).toMatchObject({ role: 'admin', mobile: '0100 123 4567', gender: 'Female' });
  });

  it("names each field's first problem with the sign-up's messages", () => {
    expect(validateNewUser(emptyNewUser)).toEqual({
      fName: 'validation.firstNameRequired',
      lName: 'validation.lastNameRequired',
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(validateNewUser({ ...valid, email: 'mona@', password: 'Ab@1' })).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordTooShort',
    });
    expect(validateNewUser({ ...valid, password: 'lowercase1@', fName: 'x'.repeat(61) })).toEqual({
      fName: 'adminUsers.form.nameTooLong',
      password: 'validation.passwordPattern',
    });
    expect(validateNewUser({ ...valid, password: `A@1${'a'.repeat(130)}` }).password).toBe(
      'adminUsers.form.passwordTooLong',
    );
  });

  it('lists which password rules are met', () => {
    expect(passwordChecks('')).toEqual({ length: false, uppercase: false, digit: false, special: false });
    expect(passwordChecks('Strong@2026')).toEqual({
      length: true,
      uppercase: true,
      digit: true,
      special: true,
    });
  });

  it("puts the server's field errors on the fields, and a taken e-mail on the e-mail", () => {
    expect(
      serverFieldErrors('VALIDATION_FAILED', { mobile: 'Please enter a valid mobile number', x: 'y' }),
    ).toEqual({
      mobile: 'Please enter a valid mobile number',
    });
    expect(serverFieldErrors('EMAIL_TAKEN', undefined)).toEqual({
      email: 'This email is already registered',
    });
    expect(serverFieldErrors('INTERNAL_ERROR', undefined)).toEqual({});
  });
});

describe('users list helpers', () => {
  it('makes initials from the name, else the e-mail', () => {
    expect(initials({ fName: 'mona', lName: 'salah', email: 'm@x.com' })).toBe('MS');
    expect(initials({ fName: '', lName: '', email: 'zeina@x.com' })).toBe('Z');
    expect(initials({ fName: 'منى', lName: 'صلاح', email: 'm@x.com' })).toBe('مص');
  });

  it("explains a failed write by the server's code, else with the spec's message", () => {
    const lastAdmin = new ApiError(409, 'LAST_ADMIN', 'The shop must keep at least one admin.');
    expect(writeFailureKey(lastAdmin, 'role')).toBe('adminUsers.errors.lastAdmin');
    expect(writeFailureKey(lastAdmin, 'delete')).toBe('adminUsers.errors.lastAdmin');
    expect(writeFailureKey(new ApiError(409, 'CONFLICT', ''), 'delete')).toBe('adminUsers.errors.selfDelete');
    expect(writeFailureKey(new ApiError(500, 'INTERNAL_ERROR', ''), 'role')).toBe(
      'adminUsers.errors.roleFailed',
    );
    expect(writeFailureKey(new Error('boom'), 'delete')).toBe('adminUsers.errors.deleteFailed');
  });

  it('says why the list failed, or Unknown error', () => {
    expect(loadFailureKey(new ApiError(0, 'NETWORK_ERROR', ''))).toBe('adminUsers.errors.network');
    expect(loadFailureKey(new ApiError(403, 'FORBIDDEN', ''))).toBe('adminUsers.errors.forbidden');
    expect(loadFailureKey(new ApiError(500, 'INTERNAL_ERROR', ''))).toBe('adminUsers.errors.server');
    expect(loadFailureKey(new TypeError('x'))).toBe('adminUsers.errors.unknown');
  });
});
