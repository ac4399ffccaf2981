import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Translator } from '@/lib/translator';
import { loadResources } from '@/test/i18n-resources';
import { MemoryRouter } from 'react-router';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { TranslationProvider } from '@/lib/use-translation';
import { wheyFacts } from '@/test/facts-fixtures';
import { AddProductButton } from './add-product-button';
import { ProductList } from './product-list';

const { en } = loadResources();

const product = (id: number, over: Partial<AdminProductDto> = {}): AdminProductDto => ({
  id,
  name: `Product ${id}`,
  nameAr: '',
  description: 'Text',
  descriptionAr: '',
  price: 100,
  discount: 0,
  discountedPrice: 100,
  category: 'Protein',
  brand: 'Atlas',
  image: 'http://localhost/media/p.webp',
  available_size: '1 kg',
  expiration_date: null,
  isNew: false,
  isHot: false,
  inStock: true,
  quantity: 5,
  dateAdded: '2026-01-01T00:00:00.000Z',
  searchTerms: [],
  flavors: [],
  facts: null,
  available_flavors: [],
  flavor_quantity: {},
  product_images: {},
  ...over,
});

const feedback = vi.hoisted(() => ({ success: [] as string[], failure: [] as string[] }));
vi.mock('@/components/admin/admin-feedback', () => ({
  showSuccess: (message: string) => feedback.success.push(message),
  showFailure: (message: string) => feedback.failure.push(message),
}));

let i18: Translator;
beforeAll(async () => {
  // Mantine's autosize textarea listens for font loads, which happy-dom does not have
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
  i18 = new Translator({ en });
});

const calls: { method: string; url: string; body: unknown }[] = [];
function mockApi(list: AdminProductDto[]) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        });
      if (method === 'GET') return json(200, list, { 'x-total-count': String(list.length) });
      if (method === 'POST') return json(201, product(99));
      return json(200, list[0]);
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <TranslationProvider translator={i18}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/admin/products']}>
            <AddProductButton />
            <ProductList />
          </MemoryRouter>
        </QueryClientProvider>
      </TranslationProvider>
    </MantineProvider>,
  );
}

describe('Products Management', () => {
  it('shows the cards with flavors, stock in red at 0, and the actions', async () => {
    mockApi([
      product(7, {
        discount: 10,
        discountedPrice: 90,
        isNew: true,
        flavors: [
          { name: 'Mint', nameAr: '', quantity: 0, image: 'http://localhost/media/m.webp', facts: null },
          { name: 'Cola', nameAr: '', quantity: 4, image: 'http://localhost/media/c.webp', facts: null },
        ],
      }),
      product(8, { inStock: false }),
    ]);
    renderScreen();
    const cards = await screen.findAllByTestId('admin-product-card');
    expect(cards.map((c) => c.getAttribute('data-product-id'))).toEqual(['7', '8']);
    const first = within(cards[0]!);
    expect(first.getByText('In Stock')).toBeTruthy();
    expect(first.getByText('New')).toBeTruthy();
    expect(first.getByText('ID: 7')).toBeTruthy();
    const quantities = first.getAllByTestId('flavor-quantity');
    expect(quantities.map((q) => q.getAttribute('data-quantity'))).toEqual(['0', '4']);
    expect(within(cards[1]!).getByText('Out of Stock')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Open Product 7 in the shop' }).getAttribute('href')).toBe(
      '/products/7',
    );
    expect(first.getAllByLabelText(/Edit the quantity of/)).toHaveLength(2);
    expect(calls[0]!.url).toContain('/products/admin?page=1&limit=12');
  });

  it('sets a flavor quantity through its modal', async () => {
    mockApi([
      product(7, {
        flavors: [{ name: 'Mint', nameAr: '', quantity: 2, image: '/media/m.webp', facts: null }],
      }),
    ]);
    renderScreen();
    fireEvent.click(await screen.findByTestId('edit-flavor-quantity'));
    const input = await screen.findByTestId('flavor-quantity-input');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('save-flavor-quantity'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: expect.stringContaining('/products/7/admin/flavors'),
      body: { flavor: 'Mint', quantity: 0 },
    });
    await waitFor(() => expect(feedback.success).toContain('Quantity Updated'));
  });

  it('the add popup says what is missing, then sends the product with its complete flavor rows', async () => {
    mockApi([]);
    renderScreen();
    expect(await screen.findByText('No products found')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-product'));
    fireEvent.click(await screen.findByTestId('save-product'));
    expect((await screen.findByTestId('product-form-error')).textContent).toBe(
      'All required fields must be filled',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const field = (label: RegExp) => screen.getAllByLabelText(label)[0]!;
    fireEvent.change(field(/^Name/), { target: { value: 'Iso' } });
    fireEvent.change(field(/^Description/), { target: { value: 'Whey' } });
    fireEvent.change(field(/^Price/), { target: { value: '250.5' } });
    fireEvent.change(field(/^Quantity/), { target: { value: '12' } });
    fireEvent.change(field(/^Product image/), { target: { value: 'https://cdn.example.com/i.png' } });
    fireEvent.change(field(/^Category/), { target: { value: 'Protein' } });
    fireEvent.change(field(/^Available size/), { target: { value: '1 kg' } });
    fireEvent.click(screen.getByTestId('add-flavor-row'));
    const row = within(await screen.findByTestId('flavor-form-row'));
    fireEvent.change(row.getByLabelText(/^Flavor name/), { target: { value: 'Mint' } });
    fireEvent.change(row.getByLabelText(/^Quantity/), { target: { value: '3' } });
    fireEvent.change(row.getByLabelText(/^Flavor image/), { target: { value: '/media/m.webp' } });
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Iso',
      price: 250.5,
      quantity: 12,
      discount: 0,
      flavors: [{ name: 'Mint', nameAr: '', quantity: 3, image: '/media/m.webp' }],
    });
    await waitFor(() => expect(feedback.success).toContain('Product Added'));
  });

  it('edits a product: add-flavor checks, save without flavor data, delete behind the confirmation', async () => {
    mockApi([
      product(7, {
        flavors: [{ name: 'Mint', nameAr: '', quantity: 2, image: '/media/m.webp', facts: null }],
      }),
    ]);
    renderScreen();
    fireEvent.click(await screen.findByTestId('edit-product'));
    const form = within(await screen.findByTestId('add-flavor-form'));
    fireEvent.click(form.getByTestId('add-flavor-submit'));
    expect(form.getByRole('alert').textContent).toBe(
      'Incomplete Information: Please provide flavor name, quantity, and image URL.',
    );
    fireEvent.change(form.getByLabelText(/^Flavor name/), { target: { value: 'mint' } });
    fireEvent.change(form.getByLabelText(/^Quantity/), { target: { value: '1' } });
    fireEvent.change(form.getByLabelText(/^Flavor image/), { target: { value: '/media/x.webp' } });
    fireEvent.click(form.getByTestId('add-flavor-submit'));
    expect(form.getByRole('alert').textContent).toBe('Duplicate Flavor: Flavor "mint" already exists.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toContain('/products/admin/7');
    expect(put.body).not.toHaveProperty('flavors');
    await waitFor(() => expect(feedback.success).toContain('Changes Saved'));

    fireEvent.click(await screen.findByTestId('delete-product'));
    expect(
      await screen.findByText('You are about to delete this product forever. This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.url).toContain('/products/7/admin');
  });

  it('the facts section checks the label with the contract, under the fields, before sending', async () => {
    mockApi([]);
    renderScreen();
    expect(await screen.findByText('No products found')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-product'));
    const section = within(await screen.findByTestId('facts-section'));
    expect(section.getByText('No supplement facts')).toBeTruthy();
    fireEvent.click(section.getByTestId('add-facts'));
    fireEvent.change(section.getByLabelText(/^Serving size/), { target: { value: '50' } });
    fireEvent.change(section.getByLabelText(/^Container size/), { target: { value: '40' } });
    fireEvent.change(section.getByLabelText(/^Servings per container/), { target: { value: '1' } });
    for (const [label, value] of [
      [/^Energy/, '120'],
      [/^Protein/, '24'],
      [/^Carbohydrate/, '3'],
      [/^of which sugars/, '1'],
      [/^Fat/, '1'],
    ] as const)
      fireEvent.change(section.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByTestId('save-product'));
    expect(await section.findByText('A serving cannot be larger than the container')).toBeTruthy();
    expect(section.getByLabelText(/^Serving size/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('editing, "Remove facts" saves the product with facts: null and clears its flavors\' own', async () => {
    mockApi([
      product(7, {
        facts: wheyFacts(),
        flavors: [
          {
            name: 'Cookies',
            nameAr: '',
            quantity: 2,
            image: '/media/c.webp',
            facts: { allergens: ['milk', 'gluten'] },
          },
          { name: 'Mint', nameAr: '', quantity: 2, image: '/media/m.webp', facts: null },
        ],
      }),
    ]);
    renderScreen();
    fireEvent.click(await screen.findByTestId('edit-product'));
    const section = within(await screen.findByTestId('facts-section'));
    expect((section.getByLabelText(/^Serving size/) as HTMLInputElement).value).toBe('31');
    const flavors = section.getAllByTestId('flavor-facts-row');
    expect(flavors).toHaveLength(2);
    expect((within(flavors[0]!).getByRole('switch') as HTMLInputElement).checked).toBe(true);
    expect((within(flavors[1]!).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(section.getByTestId('remove-facts'));
    expect(section.getByText('No supplement facts')).toBeTruthy();
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      facts: null,
      flavors: [
        { name: 'Cookies', facts: null },
        { name: 'Mint', facts: null },
      ],
    });
  });
});
