import { describe, expect, it } from 'vitest';
import { lookupErrors, lookupPayload, parseOrderNumber } from './order-lookup-form';

describe('the order lookup form', () => {
  it('reads an order number as people type it', () => {
    expect(parseOrderNumber('1042')).toBe(1042);
    expect(parseOrderNumber(' #1042 ')).toBe(1042);
    expect(parseOrderNumber('١٠٤٢')).toBe(1042);
    expect(parseOrderNumber('0')).toBeNull();
    expect(parseOrderNumber('10a')).toBeNull();
    expect(parseOrderNumber('99999999999')).toBeNull();
  });

  it('needs the number and an e-mail or mobile', () => {
    expect(lookupErrors({ orderId: '', contact: '' })).toEqual({
      orderId: 'guest.errors.required',
      contact: 'guest.errors.required',
    });
    expect(lookupErrors({ orderId: 'abc', contact: 'mona@' })).toEqual({
      orderId: 'guest.errors.orderId',
      contact: 'guest.errors.contact',
    });
    expect(lookupErrors({ orderId: '7', contact: '12' })).toEqual({ contact: 'guest.errors.contact' });
    expect(lookupPayload({ orderId: '7', contact: '12' })).toBeNull();
  });

  it('sends the number and the contact as typed (trimmed)', () => {
    expect(lookupPayload({ orderId: '#7', contact: ' mona@example.com ' })).toEqual({
      orderId: 7,
      contact: 'mona@example.com',
    });
    expect(lookupPayload({ orderId: '7', contact: '+20 101 234 5678' })).toEqual({
      orderId: 7,
      contact: '+20 101 234 5678',
    });
  });
});
