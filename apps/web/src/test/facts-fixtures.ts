import type { ProductDto } from '@atlas/shared/contract/products';
import type { SupplementFacts } from '@atlas/shared/contract/supplement-facts';

/** A whey tub's label: 31 g scoops, 73 of them in 2270 g. */
export const wheyFacts = (patch: Partial<SupplementFacts> = {}): SupplementFacts => ({
  servingSize: 31,
  servingUnit: 'g',
  containerSize: 2270,
  servingsPerContainer: 73,
  maxServingsPerDay: 3,
  perServing: {
    energyKcal: 120,
    proteinG: 24,
    carbsG: 3.2,
    sugarG: 1.5,
    fatG: 1.1,
    creatineMg: 0,
    caffeineMg: 0,
    actives: [],
  },
  allergens: ['milk', 'soy'],
  suitableFor: ['vegetarian', 'halal'],
  ...patch,
});

/** A product as the shop's API answers it, with supplement facts and prices per serving. */
export const productWithFacts = (patch: Partial<ProductDto> = {}): ProductDto => ({
  id: 11,
  name: 'Iso Whey',
  description: 'Whey isolate',
  price: 5450,
  discount: 0,
  discountedPrice: 5450,
  category: 'Protein',
  brand: 'Nile Labs',
  image: '/media/whey.webp',
  product_images: {},
  available_flavors: ['Chocolate', 'Cookies'],
  flavor_quantity: { Chocolate: 4, Cookies: 2 },
  flavor_labels: { Chocolate: 'Chocolate', Cookies: 'Cookies & Cream' },
  available_size: '5 lb',
  expiration_date: null,
  isNew: false,
  isHot: false,
  inStock: true,
  quantity: 6,
  dateAdded: '2026-11-01T00:00:00.000Z',
  facts: wheyFacts(),
  flavor_facts: {
    Cookies: {
      perServing: { ...wheyFacts().perServing, carbsG: 5, sugarG: 2.5 },
      allergens: ['milk', 'soy', 'gluten'],
    },
  },
  pricePerServing: 74.66,
  pricePer25gProtein: 77.76,
  ...patch,
});
