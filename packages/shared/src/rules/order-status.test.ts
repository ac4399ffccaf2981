import { describe, expect, it } from 'vitest';
import { displayStatus, statusColor } from './order-status';

describe('order status display', () => {
  it("shows 'processing' for a missing status and 'confirmed' for an unknown one", () => {
    expect(displayStatus(undefined)).toBe('processing');
    expect(displayStatus('')).toBe('processing');
    expect(displayStatus('lost-in-space')).toBe('confirmed');
    expect(displayStatus('shipped')).toBe('shipped');
  });

  it('uses the spec colours', () => {
    expect(statusColor).toMatchObject({
      confirmed: 'blue',
      shipped: 'orange',
      delivered: 'green',
      cancelled: 'red',
    });
  });
});
