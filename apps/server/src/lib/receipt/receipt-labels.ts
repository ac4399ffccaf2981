import type { ReceiptLang } from './receipt-input';

export interface Labels {
  title: string;
  order: (id: number) => string;
  date: string;
  customer: string;
  deliveryAddress: string;
  item: string;
  flavor: string;
  qty: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  delivery: string;
  free: string;
  codFee: string;
  discount: string;
  total: string;
  payment: string;
  charged: string;
  promisedDelivery: string;
  vat: (rate: string, amount: string) => string;
  taxNumber: string;
  cancelled: string;
  thanks: (shop: string) => string;
  page: (n: number, of: number) => string;
  continued: string;
  listSeparator: string;
  methods: Record<string, string>;
  states: Record<string, string>;
  /** The 'pending' state of cash on delivery. */
  payOnDelivery: string;
}

/** The receipt's words in each language. */
export const LABELS: Record<ReceiptLang, Labels> = {
  en: {
    title: 'Receipt',
    order: (id) => `Order #${id}`,
    date: 'Date',
    customer: 'Customer',
    deliveryAddress: 'Delivery address',
    item: 'Item',
    flavor: 'Flavor',
    qty: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Items subtotal',
    delivery: 'Delivery',
    free: 'Free',
    codFee: 'Cash on delivery fee',
    discount: 'Discount',
    total: 'Total',
    payment: 'Payment',
    charged: 'Amount charged',
    promisedDelivery: 'Promised delivery',
    vat: (rate, amount) => `Prices include VAT (${rate}): ${amount}`,
    taxNumber: 'Tax registration no.',
    cancelled: 'CANCELLED',
    thanks: (shop) => `Thank you for shopping with ${shop}.`,
    page: (n, of) => `Page ${n} of ${of}`,
    continued: 'continued',
    listSeparator: ', ',
    methods: {
      cod: 'Cash on delivery',
      paypal: 'PayPal',
      card: 'Card',
      wallet: 'Mobile wallet',
      kiosk: 'Pay at a kiosk',
    },
    payOnDelivery: 'To be paid on delivery',
    states: {
      pending: 'Pending',
      awaiting: 'Awaiting payment',
      completed: 'Paid',
      refunded: 'Refunded',
      voided: 'Voided',
    },
  },
  ar: {
    title: 'إيصال',
    order: (id) => `طلب رقم ${id}`,
    date: 'التاريخ',
    customer: 'العميل',
    deliveryAddress: 'عنوان التوصيل',
    item: 'المنتج',
    flavor: 'النكهة',
    qty: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amount: 'المبلغ',
    subtotal: 'إجمالي المنتجات',
    delivery: 'التوصيل',
    free: 'مجاني',
    codFee: 'رسوم الدفع عند الاستلام',
    discount: 'الخصم',
    total: 'الإجمالي',
    payment: 'الدفع',
    charged: 'المبلغ المحصل',
    promisedDelivery: 'موعد التوصيل',
    vat: (rate, amount) => `الأسعار شاملة ضريبة القيمة المضافة (${rate}): ${amount}`,
    taxNumber: 'رقم التسجيل الضريبي',
    cancelled: 'ملغي',
    thanks: (shop) => `شكرًا لتسوقك من ${shop}.`,
    page: (n, of) => `صفحة ${n} من ${of}`,
    continued: 'تابع',
    listSeparator: '، ',
    methods: {
      cod: 'الدفع عند الاستلام',
      paypal: 'PayPal',
      card: 'بطاقة بنكية',
      wallet: 'محفظة إلكترونية',
      kiosk: 'الدفع في منفذ',
    },
    payOnDelivery: 'يُدفع عند الاستلام',
    states: {
      pending: 'قيد الانتظار',
      awaiting: 'في انتظار الدفع',
      completed: 'مدفوع',
      refunded: 'مسترد',
      voided: 'ملغى',
    },
  },
};
