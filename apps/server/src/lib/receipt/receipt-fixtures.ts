import type { ReceiptInput } from './receipt-pdf';

/** Sample receipts for the tests and the benchmark. */

const SHOP_EN: ReceiptInput['shop'] = {
  name: 'Atlas Nutrition',
  address: '14 Mohamed Mahmoud St, Bab El Louk\nCairo 11513, Egypt',
  taxRegistrationNumber: '512-384-976',
  vatRateBasisPoints: 1400,
};

const SHOP_AR: ReceiptInput['shop'] = {
  name: 'أطلس للتغذية',
  address: '14 شارع محمد محمود، باب اللوق\nالقاهرة 11513، مصر',
  taxRegistrationNumber: '512-384-976',
  vatRateBasisPoints: 1400,
};

type Line = ReceiptInput['order']['lines'][number];

const line = (name: string, flavor: string | null, quantity: number, unitPiastres: number): Line => ({
  name,
  flavor,
  quantity,
  unitPiastres,
  totalPiastres: quantity * unitPiastres,
});

function order(lines: Line[], rest: Partial<ReceiptInput['order']> = {}): ReceiptInput['order'] {
  const subtotalPiastres = lines.reduce((sum, l) => sum + l.totalPiastres, 0);
  const deliveryPiastres = rest.deliveryPiastres ?? 6_500;
  const codFeePiastres = rest.codFeePiastres ?? 0;
  const discountPiastres = rest.discountPiastres ?? 0;
  return {
    id: 1234,
    placedAt: new Date('2026-11-26T12:05:00Z'),
    customerName: 'Ahmed Mahmoud',
    email: 'ahmed.mahmoud@example.com',
    phone: '+20 100 123 4567',
    address: {
      street: '27 El Nozha St, Apartment 5',
      city: 'Heliopolis',
      governorate: 'Cairo',
      zipCode: '11341',
      country: 'Egypt',
    },
    paymentMethod: 'paypal',
    paymentStatus: 'completed',
    charged: '112.48 USD',
    deliveryWindow: { from: '2026-11-29', to: '2026-11-30' },
    status: 'confirmed',
    ...rest,
    lines,
    subtotalPiastres,
    deliveryPiastres,
    codFeePiastres,
    discountPiastres,
    totalPiastres: subtotalPiastres + deliveryPiastres + codFeePiastres - discountPiastres,
  };
}

export function englishReceipt(rest: Partial<ReceiptInput['order']> = {}): ReceiptInput {
  const lines = [
    line(
      'Optimum Nutrition Gold Standard 100% Whey Protein, 5 lb (2.27 kg) Double Rich',
      'Chocolate',
      2,
      389_900,
    ),
    line('Creatine Monohydrate Micronized 300 g', null, 1, 84_950),
    line('BCAA 2:1:1 Instantized Amino Energy (30 servings)', 'Fruit Fusion', 3, 62_000),
  ];
  return { lang: 'en', shop: SHOP_EN, order: order(lines, { discountPiastres: 25_000, ...rest }) };
}

export const ARABIC_PRODUCT = 'واي بروتين جولد ستاندرد';
/**
 * How pdf.js returns ARABIC_PRODUCT. It puts an RTL line back in logical order by reversing the
 * drawn (visual) string character by character. Cairo draws ي+ن at the end of بروتين as one
 * ligature glyph whose text is the two letters in logical order, and that reversal swaps them. Any
 * other drawing gives something else: unshaped letters have no ligature (بروتين), letters in logical
 * order come out reversed (دردناتس...), words in the wrong order stay in the wrong order.
 */
export const PRODUCT_AS_EXTRACTED = 'واي بروتني جولد ستاندرد';

export function arabicReceipt(rest: Partial<ReceiptInput['order']> = {}): ReceiptInput {
  const lines = [
    line(ARABIC_PRODUCT, 'شوكولاتة', 2, 389_900),
    line('كرياتين مونوهيدرات ميكرونايزد 300 جرام من أوبتيموم نيوتريشن (عبوة اقتصادية)', null, 1, 84_950),
    line('Optimum Nutrition Serious Mass 12 lb', 'فانيليا', 1, 265_000),
  ];
  const rest0: Partial<ReceiptInput['order']> = {
    customerName: 'أحمد محمود',
    address: {
      street: '27 شارع النزهة، شقة 5',
      city: 'مصر الجديدة',
      governorate: 'القاهرة',
      zipCode: '11341',
      country: 'مصر',
    },
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    charged: null,
    codFeePiastres: 1_500,
    discountPiastres: 10_000,
  };
  return { lang: 'ar', shop: SHOP_AR, order: order(lines, { ...rest0, ...rest }) };
}

/** An order of n distinct lines named 'Line NN …' (the name unique per line, no name inside another). */
export function manyLines(lang: ReceiptInput['lang'], n: number): ReceiptInput {
  const base = lang === 'en' ? englishReceipt() : arabicReceipt();
  const lines = Array.from({ length: n }, (_, i) => {
    const tag = `Line ${String(i + 1).padStart(2, '0')}`;
    const name =
      i % 7 === 3 ? `${tag} Isolate Whey Protein Hydrolysed Premium Blend 2 kg Tub` : `${tag} Whey`;
    return line(name, i % 2 === 0 ? 'Vanilla' : null, 1 + (i % 3), 45_000 + i * 100);
  });
  return { ...base, order: order(lines, base.order) };
}
