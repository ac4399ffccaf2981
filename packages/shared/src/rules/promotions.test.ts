import { describe, expect, it } from 'vitest';
import { orderCharges } from './delivery';
import {
  automaticPrices,
  bestSale,
  catalogueDiscount,
  codeFromBytes,
  couponDiscount,
  couponUsable,
  inScope,
  normalizeCode,
  offerBadge,
  windowState,
  COUPON_CODE_PATTERN,
  type AutomaticOffer,
  type CouponRule,
  type PromotionLine,
} from './promotions';

const whey: PromotionLine = {
  productId: 1,
  category: 'Protein',
  brand: 'Optimum',
  listPiastres: 199_999,
  productDiscount: 0,
  quantity: 1,
};
const creatine: PromotionLine = {
  productId: 2,
  category: 'Creatine',
  brand: 'MuscleTech',
  listPiastres: 85_000,
  productDiscount: 10,
  quantity: 2,
};

const offer = (o: Partial<AutomaticOffer>): AutomaticOffer => ({
  id: 1,
  kind: 'sale',
  percent: 15,
  minQuantity: 1,
  scope: { kind: 'all' },
  nameEn: 'Sale',
  nameAr: 'تخفيض',
  endsAt: null,
  ...o,
});

const coupon = (c: Partial<CouponRule>): CouponRule => ({
  kind: 'percent',
  percent: 10,
  amountPiastres: 0,
  minSubtotalPiastres: null,
  scope: { kind: 'all' },
  combinesWithOffers: true,
  firstOrderOnly: false,
  maxUses: null,
  maxUsesPerShopper: null,
  status: 'active',
  startsAt: null,
  endsAt: null,
  ...c,
});

const noUse = { uses: 0, shopperUses: 0, shopperOrders: 0 };

describe('scope', () => {
  it('matches categories and brands case-insensitively, products by id', () => {
    expect(inScope({ kind: 'all' }, whey)).toBe(true);
    expect(inScope({ kind: 'categories', values: ['protein'] }, whey)).toBe(true);
    expect(inScope({ kind: 'categories', values: ['Creatine'] }, whey)).toBe(false);
    expect(inScope({ kind: 'brands', values: ['OPTIMUM'] }, whey)).toBe(true);
    expect(inScope({ kind: 'products', ids: [2] }, whey)).toBe(false);
    expect(inScope({ kind: 'products', ids: [1, 2] }, whey)).toBe(true);
  });
});

describe('windows', () => {
  const w = { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-08T00:00:00Z' };
  it('starts at its first instant and ends at its last', () => {
    expect(windowState(w, new Date('2026-11-30T23:59:59.999Z'))).toBe('not-started');
    expect(windowState(w, new Date('2026-12-01T00:00:00Z'))).toBe('live');
    expect(windowState(w, new Date('2026-12-07T23:59:59.999Z'))).toBe('live');
    expect(windowState(w, new Date('2026-12-08T00:00:00Z'))).toBe('ended');
    expect(windowState({ startsAt: null, endsAt: null }, new Date(0))).toBe('live');
  });
});

describe('automatic offers', () => {
  it('a sale larger than the product discount wins; a smaller one does not', () => {
    expect(catalogueDiscount(10, offer({ percent: 20 }))).toMatchObject({ percent: 20 });
    expect(catalogueDiscount(25, offer({ percent: 20 }))).toEqual({ percent: 25, offer: null });
    expect(catalogueDiscount(5, null)).toEqual({ percent: 5, offer: null });
  });

  it('the best sale: largest percent, then the one ending first, then the oldest', () => {
    const a = offer({ id: 1, percent: 10 });
    const b = offer({ id: 2, percent: 20, endsAt: '2027-01-01T00:00:00Z' });
    const c = offer({ id: 3, percent: 20, endsAt: '2026-12-20T00:00:00Z' });
    const outside = offer({ id: 4, percent: 50, scope: { kind: 'brands', values: ['Other'] } });
    expect(bestSale([a, b, c, outside], whey)?.id).toBe(3);
    expect(bestSale([outside], whey)).toBeNull();
    expect(bestSale([offer({ kind: 'tier', minQuantity: 2 })], whey)).toBeNull();
  });

  it('never stacks: the product discount, a sale and a tier give the largest, rounded per unit', () => {
    const prices = automaticPrices([whey, creatine], [offer({ percent: 15 })]);
    // 199,999 × 0.85 = 169,999.15 → 169,999; creatine's own 10 % loses to 15 %
    expect(prices[0]).toMatchObject({ unitPiastres: 169_999, percent: 15 });
    expect(prices[1]).toMatchObject({ unitPiastres: 72_250, percent: 15 });
    const own = automaticPrices([creatine], [offer({ percent: 5 })]);
    expect(own[0]).toEqual({ unitPiastres: 76_500, percent: 10, offer: null });
  });

  it('a tier counts the units of one product across its flavors, from its minimum exactly', () => {
    const tier = offer({ id: 9, kind: 'tier', percent: 10, minQuantity: 2, nameEn: '2+ save 10 %' });
    const one = automaticPrices([{ ...whey, quantity: 1 }], [tier]);
    expect(one[0]!.percent).toBe(0);
    const flavors = automaticPrices(
      [
        { ...whey, quantity: 1 },
        { ...whey, quantity: 1 },
      ],
      [tier],
    );
    expect(flavors.map((p) => p.percent)).toEqual([10, 10]);
    expect(flavors[0]!.unitPiastres).toBe(179_999);
    // two different products do not make a tier
    expect(
      automaticPrices([whey, { ...creatine, quantity: 1, productDiscount: 0 }], [tier]).map((p) => p.percent),
    ).toEqual([0, 0]);
  });
});

describe('an offer beside a price', () => {
  const offer = { nameEn: 'Protein week', nameAr: 'أسبوع البروتين', endsAt: null as string | null };
  it('its last day in Cairo: the day before a midnight end, winter and summer alike', () => {
    // midnight in Cairo on 8 December (UTC+2) and on 1 August (UTC+3)
    expect(offerBadge({ ...offer, endsAt: '2026-12-07T22:00:00.000Z' }, 'en')).toEqual({
      name: 'Protein week',
      endsAt: '2026-12-07T22:00:00.000Z',
      lastDay: '2026-12-07',
    });
    expect(offerBadge({ ...offer, endsAt: '2026-07-31T21:00:00.000Z' }, 'ar')).toEqual({
      name: 'أسبوع البروتين',
      endsAt: '2026-07-31T21:00:00.000Z',
      lastDay: '2026-07-31',
    });
    // an end in the day: that day is the last; one minute past midnight in Cairo: that day too
    expect(offerBadge({ ...offer, endsAt: '2026-12-07T10:00:00.000Z' }, 'en').lastDay).toBe('2026-12-07');
    expect(offerBadge({ ...offer, endsAt: '2026-12-07T22:01:00.000Z' }, 'en').lastDay).toBe('2026-12-08');
  });
  it('no end, no last day', () => {
    expect(offerBadge(offer, 'en').lastDay).toBeNull();
  });
});

describe('codes: usable', () => {
  const now = new Date('2026-12-05T10:00:00Z');
  it.each([
    [coupon({ status: 'paused' }), noUse, 'unknown'],
    [coupon({ status: 'ended' }), noUse, 'expired'],
    [coupon({ startsAt: '2026-12-06T00:00:00Z' }), noUse, 'not-started'],
    [coupon({ endsAt: '2026-12-05T10:00:00Z' }), noUse, 'expired'],
    [coupon({ maxUses: 3 }), { ...noUse, uses: 3 }, 'used-up'],
    [coupon({ maxUsesPerShopper: 1 }), { ...noUse, shopperUses: 1 }, 'already-used'],
    [coupon({ firstOrderOnly: true }), { ...noUse, shopperOrders: 1 }, 'first-order-only'],
  ] as const)('refuses %#', (c, usage, reason) => {
    expect(couponUsable(c, usage, now)).toEqual({ ok: false, reason });
  });
  it('allows the last use and a first order', () => {
    expect(couponUsable(coupon({ maxUses: 3, firstOrderOnly: true }), { ...noUse, uses: 2 }, now)).toEqual({
      ok: true,
    });
  });
});

describe('codes: discount', () => {
  const lines = [whey, creatine];
  const plain = automaticPrices(lines, []);
  // whey 199,999 + creatine 2 × 76,500 = 352,999

  it('percent of the goods, half up to the piastre', () => {
    expect(couponDiscount(coupon({ percent: 10 }), lines, plain)).toEqual({
      ok: true,
      discountPiastres: 35_300, // 35,299.9
      freeDelivery: false,
    });
    expect(couponDiscount(coupon({ percent: 100 }), lines, plain)).toMatchObject({
      discountPiastres: 352_999,
    });
  });

  it('a fixed amount, never more than what it applies to', () => {
    expect(couponDiscount(coupon({ kind: 'amount', amountPiastres: 10_000 }), lines, plain)).toMatchObject({
      discountPiastres: 10_000,
    });
    const scoped = coupon({ kind: 'amount', amountPiastres: 500_000, scope: { kind: 'products', ids: [2] } });
    expect(couponDiscount(scoped, lines, plain)).toMatchObject({ discountPiastres: 153_000 });
  });

  it('free delivery takes nothing off the goods and makes delivery 0', () => {
    const result = couponDiscount(coupon({ kind: 'free-delivery' }), lines, plain);
    expect(result).toEqual({ ok: true, discountPiastres: 0, freeDelivery: true });
    const charges = orderCharges({
      subtotalPiastres: 352_999,
      zone: { feePiastres: 4_500 },
      rules: { freeDeliveryThresholdPiastres: null, codFee: { kind: 'fixed', piastres: 1_000 } },
      cashOnDelivery: true,
      freeDelivery: true,
    });
    expect(charges).toMatchObject({ deliveryPiastres: 0, totalPiastres: 353_999 });
  });

  it('the minimum is met exactly at its amount, on the subtotal after offers', () => {
    expect(couponDiscount(coupon({ minSubtotalPiastres: 352_999 }), lines, plain).ok).toBe(true);
    expect(couponDiscount(coupon({ minSubtotalPiastres: 353_000 }), lines, plain)).toEqual({
      ok: false,
      reason: 'below-minimum',
    });
    const onSale = automaticPrices(lines, [offer({ percent: 50 })]);
    expect(couponDiscount(coupon({ minSubtotalPiastres: 352_999 }), lines, onSale).ok).toBe(false);
  });

  it('a scope that holds none of the lines is refused', () => {
    expect(couponDiscount(coupon({ scope: { kind: 'brands', values: ['Nobody'] } }), lines, plain)).toEqual({
      ok: false,
      reason: 'not-for-these-products',
    });
    expect(
      couponDiscount(
        coupon({ percent: 20, scope: { kind: 'categories', values: ['creatine'] } }),
        lines,
        plain,
      ),
    ).toMatchObject({ discountPiastres: 30_600 });
  });

  it('combining on: the code applies after the offers; off: only to lines at full price', () => {
    const sale = offer({ percent: 20, scope: { kind: 'products', ids: [1] } });
    const prices = automaticPrices(lines, [sale]);
    // whey 159,999 (on offer), creatine 2 × 76,500 (its own discount counts as an offer too)
    expect(couponDiscount(coupon({ percent: 10 }), lines, prices)).toMatchObject({
      discountPiastres: 31_300,
    });
    expect(couponDiscount(coupon({ percent: 10, combinesWithOffers: false }), lines, prices)).toEqual({
      ok: false,
      reason: 'on-offer',
    });
    const full = [whey, { ...creatine, productDiscount: 0 }];
    const fullPrices = automaticPrices(full, [sale]);
    expect(
      couponDiscount(coupon({ percent: 10, combinesWithOffers: false }), full, fullPrices),
    ).toMatchObject({
      discountPiastres: 17_000,
    });
  });

  it('never makes a total negative', () => {
    const charges = orderCharges({
      subtotalPiastres: 1_000,
      discountPiastres: 5_000,
      zone: { feePiastres: 0 },
      rules: { freeDeliveryThresholdPiastres: null, codFee: { kind: 'fixed', piastres: 0 } },
      cashOnDelivery: false,
    });
    expect(charges.totalPiastres).toBe(0);
  });
});

describe('code text', () => {
  it('is compared trimmed and upper case', () => {
    expect(normalizeCode('  gym-Ahmed10 ')).toBe('GYM-AHMED10');
    expect(COUPON_CODE_PATTERN.test('GYM-AHMED10')).toBe(true);
    expect(COUPON_CODE_PATTERN.test('A B')).toBe(false);
  });
  it('generated codes use an alphabet without look-alikes and skip biased bytes', () => {
    const code = codeFromBytes(new Uint8Array([0, 30, 31, 247, 248, 255]));
    expect(code).toBe('A9A9');
    expect(code).not.toMatch(/[01ILO]/);
  });
});
