import { describe, expect, it } from 'vitest';
import { isLanguage, pickLanguage } from './locale';

describe('pickLanguage', () => {
  it('defaults to English', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['fr-FR', 'de'])).toBe('en');
  });

  it('follows a browser that prefers Arabic', () => {
    expect(pickLanguage(['ar-EG', 'en-US'])).toBe('ar');
    expect(pickLanguage(['fr', 'AR'])).toBe('ar');
  });

  it('keeps English when English comes before Arabic', () => {
    expect(pickLanguage(['en-GB', 'ar-EG'])).toBe('en');
  });
});

describe('isLanguage', () => {
  it('accepts only supported languages', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
