import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { OrderDto } from '@atlas/shared/contract/orders';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { loadResources } from '@/test/i18n-resources';
import { TranslationProvider } from '@/lib/use-translation';
import { OrderCard } from './order-card';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

const order: OrderDto = {
  id: 42,
  userId: 7,
  userEmail: 'mona@example.com',
  transactionId: null,
  products: [
    {
      productId: 3,
      name: 'Whey Gold',
      image: '',
      flavor: 'Chocolate',
      quantity: 2,
      price: 500,
      originalPrice: 500,
      total: 1000,
    },
  ],
  subtotal: 1000,
  deliveryFee: 45,
  codFee: 10,
  discount: 0,
  couponCode: null,
  total: 1055,
  delivery: { zone: 'Greater Cairo', from: '2026-11-29', to: '2026-11-30' },
  receiptUrl: '/api/receipts/42?token=x',
  date: '2026-11-27T10:00:00.000Z',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  status: 'confirmed',
  address: { street: '5 Tahrir St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
  chargedAmount: null,
  chargedCurrency: null,
  paymentReference: null,
  payBy: null,
};

function renderCard(value: OrderDto, language: Language = 'en') {
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <OrderCard order={value} />
      </TranslationProvider>
    </MantineProvider>,
  );
}

const rows = () =>
  [...screen.getByTestId('order-charges').querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );

describe('the order card', () => {
  it('breaks the total down, promises the delivery days and offers the receipt', () => {
    renderCard(order);
    expect(rows()).toEqual([
      'Items subtotal: 1,000.00 EGP',
      'Delivery: 45.00 EGP',
      'Cash on delivery fee: 10.00 EGP',
      'Total: 1,055.00 EGP',
    ]);
    expect(screen.getByTestId('order-arrives').textContent).toBe('Arrives Sun 29 Nov – Mon 30 Nov');
    expect(screen.getByTestId('order-delivery').textContent).toContain('Greater Cairo');
    const receipt = screen.getByRole('link', { name: 'Download receipt for order #42' });
    expect(receipt.getAttribute('href')).toBe('/api/receipts/42?token=x');
    expect(receipt.hasAttribute('download')).toBe(true);
    expect(receipt.getAttribute('target')).toBe('_blank');
  });

  it('reads in Arabic, free delivery and a discount included', () => {
    renderCard({ ...order, deliveryFee: 0, codFee: 0, discount: 100, total: 900 }, 'ar');
    expect(screen.getByTestId('order-arrives').textContent).toBe('يصل الأحد ٢٩ نوفمبر – الاثنين ٣٠ نوفمبر');
    expect(screen.getByTestId('order-charge-delivery').textContent).toBe('مجاني');
    expect(screen.getByTestId('order-charge-discount').textContent).toMatch(/^−.*١٠٠٫٠٠/);
    // its number in the digits of the prices beside it
    expect(screen.getByText('طلب رقم ٤٢')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/orders\./);
  });

  it('isolates a Latin flavor inside the Arabic line, so its order holds', () => {
    renderCard({ ...order, products: [{ ...order.products[0]!, flavor: 'Cookies & Cream (2 lb)' }] }, 'ar');
    const line = screen.getByTestId('order-line');
    expect(line.querySelector('bdi')?.textContent).toBe('Cookies & Cream (2 lb)');
  });

  it('shows an older order its items and total only, and no dates once delivered', () => {
    renderCard({ ...order, deliveryFee: 0, codFee: 0, total: 1000, delivery: null });
    expect(rows()).toEqual(['Items subtotal: 1,000.00 EGP', 'Total: 1,000.00 EGP']);
    expect(screen.queryByTestId('order-delivery')).toBeNull();
    renderCard({ ...order, id: 43, status: 'delivered' });
    const delivered = screen.getAllByTestId('order-card')[1]!;
    expect(within(delivered).queryByTestId('order-delivery')).toBeNull();
  });
});
