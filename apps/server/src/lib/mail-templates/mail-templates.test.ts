import { describe, expect, it } from 'vitest';
import type { OrderDto, OrderItemDto } from '@atlas/shared/contract/orders';
import { languages } from '@atlas/shared/rules/locale';
import { orderStatuses, paymentMethods } from '@atlas/shared/contract/orders';
import { adminInvitationMail, passwordResetMail, verificationCodeMail, welcomeMail } from './account-mails';
import { orderConfirmationMail } from './order-confirmation-mail';
import { orderStatusMail, paymentReceivedMail } from './order-status-mails';
import { backInStockMail, reorderReminderMail, stockAlertConfirmMail } from './stock-mails';

// Every mail in both languages, rendered from fixed inputs and compared with the committed
// snapshot. The names and links carry characters HTML must escape (and a `{{…}}` and a `$&` that
// a text lookup must not treat as its own), so a change of escaping shows as a changed snapshot.
const name = `Nour <b>"O'Brien"</b> & {{code}} $&`;
const link = 'https://atlas.example/reset?token=a&b="c"<x>';

const line = (over: Partial<OrderItemDto>): OrderItemDto => ({
  productId: 1,
  name: 'Whey <Gold> & "Co"',
  image: '/img/1.webp',
  flavor: 'Unflavored',
  quantity: 1,
  price: 1250,
  originalPrice: 1250,
  total: 1250,
  ...over,
});

const baseOrder: OrderDto = {
  id: 1042,
  userId: 7,
  userEmail: 'nour@example.com',
  transactionId: null,
  products: [
    line({}),
    line({
      productId: 2,
      name: 'Creatine',
      flavor: 'Lemon',
      flavorLabel: 'ليمون & "نعناع"',
      quantity: 3,
      total: 1800.5,
    }),
    line({ productId: 3, name: 'BCAA', flavor: 'Watermelon', quantity: 2, total: 999.99 }),
  ],
  subtotal: 4050.49,
  deliveryFee: 60,
  codFee: 15,
  discount: 405.05,
  couponCode: 'SAVE<10>&',
  total: 3720.44,
  delivery: { zone: 'Cairo', from: '2025-11-29', to: '2025-11-30' },
  receiptUrl: 'https://atlas.example/receipt/1042?t=x&y=1',
  date: '2025-11-27T10:00:00.000Z',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  status: 'processing',
  address: {
    fullName: 'Nour <Ali>',
    street: '12 Tahrir St. & "Co"',
    city: 'Cairo',
    state: 'Cairo',
    zipCode: '11511',
    country: 'Egypt',
  },
  chargedAmount: null,
  chargedCurrency: null,
  paymentReference: null,
  payBy: null,
};

const guestOrder: OrderDto = {
  ...baseOrder,
  userId: 0,
  products: [line({ quantity: 2, total: 2500 })],
  subtotal: 2500,
  deliveryFee: 0,
  codFee: 0,
  discount: 100,
  couponCode: null,
  total: 2400,
  delivery: { zone: 'Giza', from: '2025-12-01', to: '2025-12-01' },
  address: { street: 'Pyramids Rd', city: 'Giza', state: '', zipCode: '', country: 'Egypt' },
  guest: { fullName: 'Guest <G>', mobile: '01000000000' },
};

const kioskOrder: OrderDto = {
  ...baseOrder,
  codFee: 0,
  discount: 0,
  couponCode: null,
  total: 4110.49,
  paymentMethod: 'kiosk',
  paymentStatus: 'awaiting',
  paymentReference: '7731-0042',
  payBy: '2025-11-29T21:59:00.000Z',
  address: null,
  delivery: null,
};

const urls = {
  orders: 'https://atlas.example/orders?o=1042&sig="s"',
  receipt: 'https://atlas.example/receipt/1042?t=x&y=1',
  account: 'https://atlas.example/account?e=nour%40example.com&sig=<s>',
};

const cases: Record<string, (lang: (typeof languages)[number]) => unknown> = {
  verificationCode: (lang) => verificationCodeMail(lang, 'nour@example.com', name, '482913'),
  passwordReset: (lang) => passwordResetMail(lang, 'nour@example.com', name, link),
  adminInvitation: (lang) => adminInvitationMail(lang, 'admin@example.com', name, link),
  welcome: (lang) => welcomeMail(lang, 'nour@example.com', name, 'https://atlas.example/?a=1&b=<2>'),
  'orderConfirmation member, cod, coupon discount, flavors': (lang) =>
    orderConfirmationMail(lang, baseOrder, urls.orders, urls.receipt),
  'orderConfirmation guest, free delivery, discount without code, one day': (lang) =>
    orderConfirmationMail(lang, guestOrder, urls.orders, urls.receipt, urls.account),
  'orderConfirmation kiosk awaiting, no address, no dates': (lang) =>
    orderConfirmationMail(lang, kioskOrder, urls.orders, urls.receipt),
  'orderConfirmation kiosk already paid': (lang) =>
    orderConfirmationMail(lang, { ...kioskOrder, paymentStatus: 'completed' }, urls.orders, urls.receipt),
  'orderConfirmation every payment method': (lang) =>
    paymentMethods.map(
      (paymentMethod) =>
        orderConfirmationMail(lang, { ...guestOrder, paymentMethod }, urls.orders, urls.receipt).text,
    ),
  ...Object.fromEntries(
    orderStatuses.map((status) => [
      `orderStatus ${status}`,
      (lang: (typeof languages)[number]) => orderStatusMail(lang, { ...baseOrder, status }, urls.orders),
    ]),
  ),
  'orderStatus cancelled, per payment status': (lang) =>
    ['completed', 'refunded', 'voided', 'expired', 'pending'].map((paymentStatus) => {
      const mail = orderStatusMail(lang, { ...guestOrder, status: 'cancelled', paymentStatus }, urls.orders);
      return { text: mail.text, html: mail.html };
    }),
  paymentReceived: (lang) => paymentReceivedMail(lang, kioskOrder, urls.orders),
  'stockAlertConfirm with flavor': (lang) =>
    stockAlertConfirmMail(
      lang,
      'v@example.com',
      { productName: 'Whey <Gold> & "Co"', flavorLabel: `Choc'o & {{name}}` },
      {
        confirm: 'https://atlas.example/alerts/confirm?t=1&u="2"',
        unsubscribe: 'https://atlas.example/u?t=<3>',
      },
    ),
  'stockAlertConfirm without flavor': (lang) =>
    stockAlertConfirmMail(
      lang,
      'v@example.com',
      { productName: 'Creatine', flavorLabel: '' },
      { confirm: 'https://atlas.example/c', unsubscribe: 'https://atlas.example/u' },
    ),
  'backInStock with flavor': (lang) =>
    backInStockMail(
      lang,
      'v@example.com',
      { productName: 'Whey <Gold> & "Co"', flavorLabel: `Choc'o $& {{name}}` },
      { product: 'https://atlas.example/p/1?f=a&g="b"', unsubscribe: 'https://atlas.example/u?t=<3>' },
    ),
  'backInStock without flavor': (lang) =>
    backInStockMail(
      lang,
      'v@example.com',
      { productName: 'Creatine', flavorLabel: '' },
      { product: 'https://atlas.example/p/2', unsubscribe: 'https://atlas.example/u' },
    ),
  'reorderReminder with name': (lang) =>
    reorderReminderMail(
      lang,
      'nour@example.com',
      {
        name,
        orderId: 1042,
        lines: [
          { name: 'Whey <Gold> & "Co"', flavorLabel: 'Vanilla' },
          { name: 'Creatine', flavorLabel: '' },
        ],
      },
      {
        reorder: 'https://atlas.example/reorder?o=1042&s="x"',
        settings: 'https://atlas.example/account?<s>',
      },
    ),
  'reorderReminder without name': (lang) =>
    reorderReminderMail(
      lang,
      'nour@example.com',
      { name: '', orderId: 7, lines: [{ name: 'BCAA', flavorLabel: 'Watermelon' }] },
      { reorder: 'https://atlas.example/reorder', settings: 'https://atlas.example/account' },
    ),
};

describe('mail templates', () => {
  for (const [mail, render] of Object.entries(cases)) {
    for (const lang of languages) {
      it(`${mail} (${lang}) renders as before`, () => {
        expect(render(lang)).toMatchSnapshot();
      });
    }
  }
});
