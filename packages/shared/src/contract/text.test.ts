import { describe, expect, it } from 'vitest';
import { Email } from './auth';
import { AddressFields } from './addresses';
import { CartAddInput } from './cart';
import { isMobilePlaceholder, UpdateUserInput } from './users';
import { hasControlCharacters, multilineText, text } from './text';

describe('strings the API accepts', () => {
  it('refuses NUL and other control characters in single-line text', () => {
    for (const bad of ['a\u0000', '\u0007bell', 'tab\there', 'line\nbreak', 'del\u007f']) {
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(hasControlCharacters(bad)).toBe(true);
    }
    expect(text().safeParse('مرحبا — Hello ✓').success).toBe(true);
  });

  it('refuses half a surrogate pair, alone or at either end, and keeps whole pairs (emoji)', () => {
    for (const bad of ['\uD800', 'Wall\uD800Push', '\uDC00x', 'x\uDBFF', '\uDC00\uD800']) {
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(multilineText().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(text().safeParse('💪🏽 Push-up').success).toBe(true);
    expect(multilineText().safeParse('Rest\n💪').success).toBe(true);
  });

  it('keeps tabs and line breaks in multi-line text only', () => {
    expect(multilineText().safeParse('one\ntwo\r\n\tthree').success).toBe(true);
    expect(multilineText().safeParse('one\u0000two').success).toBe(false);
  });

  it('covers the shared schemas of every module', () => {
    expect(Email.safeParse('a@b.c\u0000').success).toBe(false);
    expect(
      AddressFields.safeParse({ street: 'a\u0000', city: 'c', state: 's', zipCode: '1', country: 'EG' })
        .success,
    ).toBe(false);
    expect(CartAddInput.safeParse({ productId: 1, selectedFlavor: 'x\u0000' }).success).toBe(false);
    expect(UpdateUserInput.safeParse({ fName: 'A\u0000' }).success).toBe(false);
  });
});

describe('profile settings as the spec form sends them', () => {
  it('stores a placeholder mobile and an unset gender as empty', () => {
    expect(UpdateUserInput.parse({ mobile: 'Not provided', gender: '' })).toEqual({ mobile: '', gender: '' });
    expect(UpdateUserInput.parse({ mobile: '' })).toEqual({ mobile: '' });
    expect(UpdateUserInput.parse({ mobile: '00000000000' })).toEqual({ mobile: '' });
    expect(UpdateUserInput.parse({ mobile: '01012345678' })).toEqual({ mobile: '01012345678' });
    expect(UpdateUserInput.safeParse({ mobile: '0101abc' }).success).toBe(false);
    expect(isMobilePlaceholder('N/A')).toBe(true);
  });
});
