export type ReceiptLang = 'en' | 'ar';

/** What an order's receipt shows. */
export interface ReceiptInput {
  lang: ReceiptLang;
  shop: {
    name: string;
    /** One or two lines; '' leaves it out. */
    address: string;
    /** '' leaves it out. */
    taxRegistrationNumber: string;
    /** VAT rate in basis points (1400 = 14 %); null or 0 = no VAT line */
    vatRateBasisPoints: number | null;
  };
  order: {
    id: number;
    /** Shown as date and time in Cairo. */
    placedAt: Date;
    customerName: string;
    email: string;
    phone: string;
    address: { street: string; city: string; governorate: string; zipCode: string; country: string } | null;
    lines: {
      name: string;
      flavor: string | null;
      quantity: number;
      unitPiastres: number;
      totalPiastres: number;
    }[];
    subtotalPiastres: number;
    deliveryPiastres: number;
    codFeePiastres: number;
    discountPiastres: number;
    /** The code the order used, named beside its discount (or its free delivery). */
    couponCode?: string | null;
    totalPiastres: number;
    /** 'cod' | 'paypal' | 'card' | 'wallet' | 'kiosk' */
    paymentMethod: string;
    /** 'pending' | 'awaiting' | 'completed' | 'refunded' | 'voided' | others: show as given when unknown */
    paymentStatus: string;
    /** what PayPal charged in its own currency, shown as an extra line when present (e.g. '12.34 USD') */
    charged: string | null;
    /** promised delivery window, calendar days 'YYYY-MM-DD', or null */
    deliveryWindow: { from: string; to: string } | null;
    status: string;
  };
}

export type ReceiptOrder = ReceiptInput['order'];
