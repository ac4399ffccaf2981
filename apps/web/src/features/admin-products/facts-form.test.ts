import { describe, expect, it } from 'vitest';
import { wheyFacts } from '@/test/facts-fixtures';
import {
  checkAllFacts,
  checkFactsForm,
  emptyActiveRow,
  emptyFactsForm,
  factsFormFrom,
  flavorFactsFormFor,
} from './facts-form';
import { emptyProductForm, productPayload, type ProductFormValues } from './product-form';

const filled = (): ProductFormValues => ({
  ...emptyProductForm(),
  name: 'Iso Whey',
  description: 'Isolate',
  price: 5450,
  image: 'https://cdn.example.com/a.png',
  category: 'Protein',
  available_size: '5 lb',
  quantity: 10,
});

describe('checkFactsForm', () => {
  it('answers the facts the API takes when the label is right', () => {
    expect(checkFactsForm(factsFormFrom(wheyFacts()))).toEqual({ facts: wheyFacts() });
  });

  it('names a serving larger than its container, under the serving size', () => {
    const values = { ...factsFormFrom(wheyFacts()), servingSize: 50, containerSize: 40 };
    expect(checkFactsForm(values).problems).toMatchObject({
      servingSize: 'adminProducts.facts.problems.servingOverContainer',
    });
  });

  it('says which fields are blank, out of range or break the label rules', () => {
    const values = emptyFactsForm();
    values.servingUnit = 'capsule';
    values.servingSize = 1.5;
    values.perServing = { ...values.perServing, carbsG: 2, sugarG: 3, actives: [emptyActiveRow()] };
    values.suitableFor = ['vegan'];
    values.allergens = ['milk'];
    expect(checkFactsForm(values).problems).toEqual({
      containerSize: 'adminProducts.facts.problems.required',
      servingsPerContainer: 'adminProducts.facts.problems.required',
      'perServing.energyKcal': 'adminProducts.facts.problems.required',
      'perServing.proteinG': 'adminProducts.facts.problems.required',
      'perServing.fatG': 'adminProducts.facts.problems.required',
      'perServing.actives.0.en': 'adminProducts.facts.problems.required',
      'perServing.actives.0.mg': 'adminProducts.facts.problems.required',
    });
    // the label's rules come once the fields are there
    Object.assign(values, { containerSize: 120, servingsPerContainer: 60 });
    values.perServing = { ...values.perServing, energyKcal: 10, proteinG: 0, fatG: 0, actives: [] };
    expect(checkFactsForm(values).problems).toEqual({
      servingSize: 'adminProducts.facts.problems.wholeUnits',
      'perServing.sugarG': 'adminProducts.facts.problems.sugarOverCarbs',
      suitableFor: 'adminProducts.facts.problems.veganNeedsNoMilkOrEgg',
    });
  });
});

describe('checkAllFacts', () => {
  it("checks a flavor's own values merged over the product's", () => {
    const facts = factsFormFrom(wheyFacts());
    const cookies = flavorFactsFormFor(facts);
    cookies.perServing.carbsG = 20; // 24 + 20 + 1.1 g in a 31 g scoop
    cookies.allergens = ['milk', 'soy', 'gluten'];
    const check = checkAllFacts(facts, { Chocolate: null, Cookies: cookies });
    expect(check.valid).toBe(false);
    expect(check.flavorProblems.Cookies).toEqual({
      'perServing.proteinG': 'adminProducts.facts.problems.macrosOverServing',
    });
    cookies.perServing.carbsG = 5;
    expect(checkAllFacts(facts, { Chocolate: null, Cookies: cookies })).toMatchObject({
      valid: true,
      flavors: { Chocolate: null, Cookies: { allergens: ['milk', 'soy', 'gluten'] } },
    });
  });
});

describe('productPayload with facts', () => {
  const facts = wheyFacts();

  it('adds the facts, and each flavor row its own values, to a new product', () => {
    const values = filled();
    values.flavors = [{ key: 'r1', name: ' Cookies ', nameAr: '', quantity: 3, image: '/media/c.webp' }];
    const payload = productPayload(
      values,
      { editing: false },
      { facts, flavors: { r1: { allergens: ['milk', 'gluten'] } }, sendFacts: true },
    );
    expect(payload.facts).toEqual(facts);
    expect(payload.flavors).toEqual([
      {
        name: 'Cookies',
        nameAr: '',
        quantity: 3,
        image: '/media/c.webp',
        facts: { allergens: ['milk', 'gluten'] },
      },
    ]);
  });

  it('sends facts: null when the facts are removed, and leaves them out when they were not touched', () => {
    expect(
      productPayload(filled(), { editing: true }, { facts: null, flavors: {}, sendFacts: true }),
    ).toHaveProperty('facts', null);
    expect(
      productPayload(filled(), { editing: true }, { facts, flavors: {}, sendFacts: false }),
    ).not.toHaveProperty('facts');
  });

  it('editing, sends every current flavor by name with the facts of those the form holds', () => {
    const payload = productPayload(
      filled(),
      { editing: true },
      {
        facts,
        flavors: { Chocolate: null, Cookies: { allergens: ['gluten'] } },
        sendFacts: false,
        currentFlavors: ['Chocolate', 'Cookies', 'Vanilla'],
      },
    );
    expect(payload.flavors).toEqual([
      { name: 'Chocolate', facts: null },
      { name: 'Cookies', facts: { allergens: ['gluten'] } },
      { name: 'Vanilla' },
    ]);
  });
});
