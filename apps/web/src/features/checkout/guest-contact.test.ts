import { describe, expect, it } from 'vitest';
import { contactErrors, contactPayload, emptyContact } from './guest-contact';

const valid = { fullName: ' Mona Adel ', mobile: '01012345678', email: ' Mona@Example.com ' };

describe("the guest's contact form", () => {
  it('asks for every field', () => {
    expect(contactErrors(emptyContact)).toEqual({
      fullName: 'guest.errors.required',
      mobile: 'guest.errors.required',
      email: 'guest.errors.required',
    });
    expect(contactErrors({ ...valid, fullName: '   ' })).toEqual({ fullName: 'guest.errors.required' });
    expect(contactPayload(emptyContact)).toBeNull();
  });

  it("says what is wrong with a field by the server's own rules", () => {
    expect(contactErrors({ ...valid, mobile: '12ab' })).toEqual({ mobile: 'guest.errors.mobile' });
    expect(contactErrors({ ...valid, email: 'mona@' })).toEqual({ email: 'guest.errors.email' });
    expect(contactErrors({ ...valid, fullName: 'x'.repeat(121) })).toEqual({
      fullName: 'guest.errors.fullName',
    });
    expect(contactPayload({ ...valid, mobile: '12ab' })).toBeNull();
  });

  it('sends the contact trimmed, the e-mail in lower case', () => {
    expect(contactErrors(valid)).toEqual({});
    expect(contactPayload(valid)).toEqual({
      fullName: 'Mona Adel',
      mobile: '01012345678',
      email: 'mona@example.com',
    });
  });
});
