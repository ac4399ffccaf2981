import { describe, expect, it } from 'vitest';
import { countsAsRevenue, emptyRevenue, orderStats, revenueSums } from './order-revenue';
import { adminStatuses, canSetStatus, editableStatuses, isOrderOpen } from './order-status';

describe('order revenue: which orders count, summed in piastres, reported in EGP', () => {
  it('counts every status but cancelled as revenue', () => {
    for (const status of ['processing', 'confirmed', 'shipped', 'delivered']) {
      expect(countsAsRevenue(status, 'pending')).toBe(true);
      expect(countsAsRevenue(status, 'completed')).toBe(true);
    }
    expect(countsAsRevenue('cancelled', 'pending')).toBe(false);
  });

  it('does not count a kiosk order waiting for its payment until it is paid (decision 0016)', () => {
    expect(countsAsRevenue('processing', 'awaiting')).toBe(false);
    expect(countsAsRevenue('processing', 'completed')).toBe(true);
  });

  it('sums active, awaiting, cancelled and all totals in piastres', () => {
    const sums = revenueSums([
      { status: 'processing', paymentStatus: 'pending', totalPiastres: 150_050 },
      { status: 'delivered', paymentStatus: 'completed', totalPiastres: 99_999 },
      { status: 'processing', paymentStatus: 'awaiting', totalPiastres: 30_000 },
      { status: 'cancelled', paymentStatus: 'pending', totalPiastres: 40_001 },
      { status: 'cancelled', paymentStatus: 'cancelled', totalPiastres: 10_000 },
    ]);
    expect(sums).toEqual({
      totalOrders: 5,
      totalPiastres: 330_050,
      activePiastres: 250_049,
      awaitingPiastres: 30_000,
      awaitingOrders: 1,
      cancelledPiastres: 50_001,
      cancelledOrders: 2,
    });
    expect(sums.activePiastres + sums.awaitingPiastres + sums.cancelledPiastres).toBe(sums.totalPiastres);
  });

  it('answers zeros for no orders', () => {
    expect(revenueSums([])).toEqual(emptyRevenue);
    expect(orderStats(emptyRevenue)).toEqual({
      totalOrders: 0,
      totalRevenue: 0,
      activeRevenue: 0,
      awaitingRevenue: 0,
      awaitingOrders: 0,
      cancelledRevenue: 0,
      cancelledOrders: 0,
    });
  });

  it('reports EGP with 2 decimals, exactly', () => {
    expect(
      orderStats({
        totalOrders: 4,
        totalPiastres: 30_251,
        activePiastres: 20_001,
        awaitingPiastres: 250,
        awaitingOrders: 1,
        cancelledPiastres: 10_000,
        cancelledOrders: 1,
      }),
    ).toEqual({
      totalOrders: 4,
      totalRevenue: 302.51,
      activeRevenue: 200.01,
      awaitingRevenue: 2.5,
      awaitingOrders: 1,
      cancelledRevenue: 100,
      cancelledOrders: 1,
    });
  });
});

describe('the statuses an admin may set by editing an order (cancelling is its own action)', () => {
  it('offers confirmed, shipped and delivered; processing only to an order still processing', () => {
    expect(adminStatuses).toEqual(['confirmed', 'shipped', 'delivered']);
    expect(editableStatuses).toEqual(['processing', 'confirmed', 'shipped', 'delivered']);
    for (const from of ['processing', 'confirmed', 'shipped', 'delivered'] as const) {
      for (const to of adminStatuses) expect(canSetStatus(from, to)).toBe(true);
    }
    expect(canSetStatus('processing', 'processing')).toBe(true);
    expect(canSetStatus('confirmed', 'processing')).toBe(false);
  });

  it('never leaves or enters cancelled through an edit', () => {
    expect(canSetStatus('cancelled', 'confirmed')).toBe(false);
    expect(canSetStatus('cancelled', 'cancelled')).toBe(false);
    expect(canSetStatus('confirmed', 'cancelled')).toBe(false);
    expect(isOrderOpen('cancelled')).toBe(false);
    expect(isOrderOpen('shipped')).toBe(true);
  });
});
