import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations, settle } from './support/axe';
import { chooseLanguage } from './support/language';
import { bearer, freshShopper, signInBrowser, type Session } from './support/shoppers';

type Language = 'en' | 'ar';

const texts = {
  en: {
    fromPlan: 'From your latest diet plan',
    avoiding: 'Free of gluten, as your profile asks.',
    added: (n: number) => `${n} products went into your cart.`,
    perServing: 'per serving',
    empty: 'Nothing to add for now',
  },
  ar: {
    fromPlan: 'من أحدث خطة غذائية لك',
    avoiding: 'خالية من الجلوتين كما طلبت في ملفك الشخصي.',
    added: (n: number) =>
      n === 2 ? 'أُضيف منتجان إلى سلتك.' : `أُضيفت ${n.toLocaleString('ar-EG')} منتجات إلى سلتك.`,
    perServing: 'للحصة',
    empty: 'لا شيء تضيفه الآن',
  },
} as const;

/** A member with this month's diet plan, made through the API as the diet form sends it. */
async function memberWithDietPlan(request: APIRequestContext): Promise<Session> {
  const member = await freshShopper(request, 'supplements');
  const res = await request.post('/api/diet-plan?format=json', {
    headers: bearer(member),
    data: { age: 29, weight: 78, height: 176, waist: 84, neck: 38, gender: 'male', goal: 'build-muscle' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return member;
}

/** Taps Add all, follows the confirmation to the cart and finds every proposed line there with its price per serving. */
async function addAllAndOpenCart(page: Page, language: Language) {
  const lines = page.getByTestId('plan-line');
  const count = await lines.count();
  expect(count).toBeGreaterThan(1);
  const ids = await lines.evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.productId));
  await page.getByTestId('plan-add-all').click();
  await expect(page.getByTestId('plan-added')).toContainText(texts[language].added(count));
  await expect(page.getByTestId('plan-missed')).toHaveCount(0);
  await page.getByTestId('plan-view-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  const cartLines = page.getByTestId('cart-line');
  await expect(cartLines).toHaveCount(count);
  for (const id of ids) {
    const line = page.locator(`[data-testid="cart-line"][data-product-id="${id}"]`);
    await expect(line.getByTestId('cart-line-serving')).toContainText(texts[language].perServing);
  }
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`supplements sized to a plan (${language})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await chooseLanguage(context, baseURL!, language);
    });

    test('a member with a diet plan sees the proposal from it at once and adds it all to the cart', async ({
      page,
      request,
    }) => {
      const member = await memberWithDietPlan(request);
      // an allergy saved in the profile: the proposal avoids it and says so
      const saved = await request.put(`/api/users/${member.user.id}`, {
        headers: bearer(member),
        data: { allergies: ['gluten'] },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      await signInBrowser(page, member, language);
      await page.goto('/supplement-plan');
      await expect(page.getByTestId('plan-needs')).toContainText(texts[language].fromPlan);
      await expect(page.getByTestId('plan-avoiding')).toHaveText(texts[language].avoiding);
      await expect(page.getByTestId('plan-form')).toHaveCount(0);
      // one training day a week: no creatine, no pre-workout, and this plan's meals hold its protein
      await page.getByTestId('plan-member-days').selectOption('1');
      await expect(page.getByTestId('plan-empty')).toContainText(texts[language].empty);
      await page.getByTestId('plan-member-days').selectOption('5');
      await expect(page.locator('[data-testid="plan-line"][data-role="pre-workout"]')).toHaveCount(1);
      // the member's view passes the accessibility gate too
      await settle(page);
      await expectNoSeriousViolations(page, `/supplement-plan, a member (${language})`);
      await addAllAndOpenCart(page, language);
    });

    test('a visitor fills the short form and adds the proposal to their cart', async ({ page }) => {
      await page.goto('/supplement-plan');
      await expect(page.getByTestId('plan-sign-in')).toBeVisible();
      await page.getByTestId('plan-submit').click();
      await expect(page.getByTestId('plan-proposal')).toHaveCount(0);
      await page.getByTestId('plan-weight').fill('80');
      await page.getByTestId('plan-goal').selectOption('build-muscle');
      await page.getByTestId('plan-training-days').selectOption('4');
      await page.getByTestId('plan-submit').click();
      await expect(page).toHaveURL(/weightKg=80&goal=build-muscle&trainingDays=4/);
      await expect(page.getByTestId('plan-proposal')).toBeVisible();
      await expect(page.getByTestId('plan-line-reason').first()).not.toBeEmpty();
      await addAllAndOpenCart(page, language);
      // back to the proposal from the cart: the address kept it
      await page.goBack();
      await expect(page.getByTestId('plan-proposal')).toBeVisible();
      await expect(page.getByTestId('plan-weight')).toHaveValue('80');
    });
  });
}

test('a member without a diet plan gets the short form and a way to make a plan', async ({
  page,
  request,
}) => {
  const member = await freshShopper(request, 'no-plan');
  await signInBrowser(page, member);
  await page.goto('/supplement-plan');
  await expect(page.getByTestId('plan-no-diet')).toBeVisible();
  await expect(page.getByTestId('plan-no-diet').getByRole('link')).toHaveAttribute('href', '/diet');
  await expect(page.getByTestId('plan-form')).toBeVisible();
});

test('the nutrition page’s tools lead to the proposal', async ({ page }) => {
  await page.goto('/nutrition');
  await page.getByTestId('tool-supplement-plan').click();
  await expect(page).toHaveURL(/\/supplement-plan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supplements sized to your plan');
  await expect(page.getByTestId('plan-disclaimer')).toContainText('not medical advice');
});
