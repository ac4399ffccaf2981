import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const en = {
  shop: {
    title: 'Shop',
    count_one: '{{n}} product',
    count_other: '{{n}} products',
    count_zero: 'No products',
  },
  hello: 'Hello {{name}}, {{missing}}',
  list: ['a', 'b'],
  onlyEnglish: 'Only in English',
  actions: { 'product.create': 'Product added' },
};
const ar = {
  shop: {
    title: 'المتجر',
    count_zero: 'لا منتجات',
    count_one: 'منتج واحد',
    count_two: 'منتجان',
    count_few: '{{n}} منتجات',
    count_many: '{{n}} منتجًا',
    count_other: '{{n}} منتج',
  },
  hello: 'مرحبًا {{name}}',
  list: ['أ', 'ب'],
};

describe('Translator', () => {
  const i18n = new Translator({ en, ar }, 'en');

  it('looks up dotted keys and fills {{values}}, keeping a value it was not given', () => {
    expect(i18n.getFixedT('en')('shop.title')).toBe('Shop');
    expect(i18n.getFixedT('en')('hello', { name: 'Nour' })).toBe('Hello Nour, {{missing}}');
  });

  it('finds a key that itself holds dots, as the audit actions are named', () => {
    expect(i18n.getFixedT('en')('actions.product.create')).toBe('Product added');
    expect(i18n.getFixedT('en')('actions.product.delete')).toBe('actions.product.delete');
  });

  it('picks plural forms by each language’s rules, the zero form first for 0', () => {
    const t = i18n.getFixedT('en');
    expect([0, 1, 2, 11].map((count) => t('shop.count', { count, n: count }))).toEqual([
      'No products',
      '1 product',
      '2 products',
      '11 products',
    ]);
    const tAr = i18n.getFixedT('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => tAr('shop.count', { count, n: count }))).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ]);
  });

  it('falls back to English, then the default value, then the key', () => {
    const t = i18n.getFixedT('ar');
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('nowhere', { defaultValue: 'push ups' })).toBe('push ups');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    // an object is not a text unless asked for
    expect(t('shop')).toBe('shop');
    expect(t('list', { returnObjects: true })).toEqual(['أ', 'ب']);
  });

  it('switches language, tells its listeners, and keeps one t per language', () => {
    const local = new Translator({ en, ar }, 'en');
    const heard: string[] = [];
    const stop = local.subscribe(() => heard.push(local.language));
    expect(local.getFixedT('ar')).toBe(local.getFixedT('ar'));
    local.setLanguage('ar');
    expect(local.translate(local.language, 'shop.title')).toBe('المتجر');
    expect(local.exists('shop.title')).toBe(true);
    expect(local.exists('shop.nothing')).toBe(false);
    stop();
    local.setLanguage('en');
    expect(heard).toEqual(['ar']);
  });
});
