import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, signInBrowser, type Session } from './support/shoppers';

interface Trainer {
  id: number;
  name: string;
  products: { id: number }[];
}

const trainerCards = (page: Page) => page.getByTestId('trainer-card');
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test.describe('trainers directory', () => {
  test('pages through the trainers newest first, six at a time', async ({ page, request }) => {
    const all = ((await (await request.get('/api/trainers')).json()) as Trainer[]).reverse();
    const pages = Math.ceil(all.length / 6);
    await page.goto('/trainers');
    await expect(trainerCards(page)).toHaveCount(6);
    await expect(trainerCards(page).first()).toContainText(all[0]!.name);
    const pager = page.getByTestId('trainer-pages');
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/trainers\?page=2$/);
    await expect(trainerCards(page).first()).toContainText(all[6]!.name);
    await pager.getByRole('link', { name: `Page ${pages}` }).click();
    await expect(trainerCards(page)).toHaveCount(all.length - (pages - 1) * 6);
    await expect(trainerCards(page).last()).toContainText(all.at(-1)!.name);
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pages - 1}$`));
    await pager.getByRole('link', { name: 'Page 1' }).click();
    await expect(trainerCards(page).first()).toContainText(all[0]!.name);
  });

  test('the hero buttons scroll to the trainers and to the programmes', async ({ page }) => {
    await page.goto('/trainers');
    await page.getByTestId('hero-self').click();
    await expect(page.locator('#selfTraining')).toBeInViewport();
    await page.getByTestId('hero-trainers').click();
    await expect(page.locator('#trainer')).toBeInViewport();
  });

  test('a trainer page shows the bio, answers and favourite products', async ({ page, request }) => {
    const [omar] = (await (await request.get('/api/trainers')).json()) as Trainer[];
    // the home page's coaches come from the directory and open their pages
    await page.goto('/');
    await page.getByTestId('trainer-teasers').getByText(omar!.name).click();
    await expect(page).toHaveURL(`/trainers/${omar!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(omar!.name);
    await expect(page).toHaveTitle(`${omar!.name} · Atlas`);
    await expect(page.getByTestId('trainer-bio')).not.toBeEmpty();

    const question = page.getByTestId('trainer-faq').locator('details').first();
    await expect(question.locator('p')).toBeHidden();
    await question.locator('summary').click();
    await expect(question.locator('p')).toBeVisible();

    const products = page.getByTestId('trainer-product');
    await expect(products).toHaveCount(omar!.products.length);
    const first = products.first();
    await expect(first).toHaveAttribute('href', `/products/${omar!.products[0]!.id}`);
    await first.click();
    await expect(page).toHaveURL(`/products/${omar!.products[0]!.id}`);
    await page.goBack();
    await crumbs(page).getByRole('link', { name: 'Trainers' }).click();
    await expect(page).toHaveURL('/trainers');
  });

  test('a directory that cannot load sends the shopper to the error page', async ({ page }) => {
    await page.goto('/exercises');
    await page.route('**/api/trainers', (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('banner').getByRole('link', { name: 'Trainers' }).first().click();
    await expect(page).toHaveURL('/error');
  });

  test('an unknown trainer is not found', async ({ page }) => {
    const res = await page.goto('/trainers/99999');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('status-code')).toHaveText('404');
  });
});

test.describe('exercise library', () => {
  test('drills down from the library to an exercise and back by the breadcrumbs', async ({ page }) => {
    await page.goto('/exercises');
    await expect(page.locator('#machineIdentify')).toBeVisible();
    await page.getByTestId('exercise-type-home').click();
    await expect(page).toHaveURL('/exercises/home');
    await expect(page.getByTestId('muscle-card')).toHaveCount(7);
    // the figures fill the first screen, so none waits for layout to be fetched (the page's LCP)
    await expect(page.getByTestId('muscle-card').locator('img[loading="lazy"]')).toHaveCount(0);
    await page.getByTestId('muscle-card').filter({ hasText: 'Legs' }).click();
    await expect(page).toHaveURL('/exercises/home/legs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legs exercises');
    const card = page.getByTestId('exercise-card').filter({ hasText: 'Glute Bridge' });
    await card.click();
    await expect(page).toHaveURL('/exercises/home/legs/glute-bridge');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glute Bridge');
    await expect(page.getByTestId('muscle-badge')).toHaveText('Legs');
    await expect(page.getByTestId('rating-badge')).toHaveAttribute('data-rating', /easy|medium|difficult/);
    await expect(page.getByTestId('exercise-description')).not.toBeEmpty();
    await expect(page.getByTestId('exercise-image')).toBeVisible();

    await crumbs(page).getByRole('link', { name: 'Legs' }).click();
    await expect(page).toHaveURL('/exercises/home/legs');
    await crumbs(page).getByRole('link', { name: 'Home workouts' }).click();
    await expect(page).toHaveURL('/exercises/home');
    await crumbs(page).getByRole('link', { name: 'Exercises' }).click();
    await expect(page).toHaveURL('/exercises');
  });

  test('a machine leads to the gym exercises for its muscles', async ({ page }) => {
    await page.goto('/exercises');
    await page.getByTestId('machine-picker').getByText('Leg press').click();
    await expect(page).toHaveURL('/exercises/gym/legs');
    await expect(page.getByTestId('exercise-card').first()).toBeVisible();
  });

  test('warm-up lists every muscle with its count, and says so inline when it cannot load', async ({
    page,
  }) => {
    await page.goto('/exercises/warm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's start Warming Up");
    await expect(page.getByTestId('muscle-count')).toHaveCount(7);
    await expect(page.getByTestId('muscle-count').first()).toHaveText(/^\d+ exercises?$/);

    // a muscle picture that fails to load is replaced by the fallback figure
    await page.route('**/assets/muscles/chest.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const chest = page.getByTestId('muscle-card').filter({ hasText: 'Chest' }).locator('img');
    await expect(chest).toHaveAttribute('src', /\/assets\/muscles\/fallback\.svg$/);
    await expect.poll(() => chest.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto('/exercises');
    await page.route('**/api/warm*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByTestId('exercise-type-warm').click();
    await expect(page.getByTestId('warm-error')).toHaveText(
      'Failed to load warm-up exercises. Please try again later.',
    );
    await expect(page).toHaveURL('/exercises/warm');
  });

  test('unknown types, muscles and exercises are not found', async ({ page }) => {
    for (const path of ['/exercises/yoga', '/exercises/gym/neck', '/exercises/gym/chest/moonwalk']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByTestId('status-code'), path).toHaveText('404');
    }
  });
});

test.describe('workout programmes', () => {
  const section = (page: Page, id: string) => page.getByTestId(`section-${id}`);

  test('open one section at a time, in the state each plan starts with', async ({ page }) => {
    await page.goto('/trainers#selfTraining');
    await expect(page.getByTestId('plan-push-pull-legs')).toHaveAttribute('aria-pressed', 'true');
    for (const id of ['overview', 'schedule', 'third'])
      await expect(section(page, id)).toHaveAttribute('aria-expanded', 'false');

    await section(page, 'overview').click();
    await expect(section(page, 'overview')).toHaveAttribute('aria-expanded', 'true');
    await section(page, 'schedule').click();
    await expect(section(page, 'schedule')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'overview')).toHaveAttribute('aria-expanded', 'false');
    await section(page, 'schedule').click();
    await expect(section(page, 'schedule')).toHaveAttribute('aria-expanded', 'false');

    for (const [plan, open] of [
      ['upper-lower', true],
      ['bro-split', true],
      ['home', false],
      ['push-pull-legs', false],
    ] as const) {
      await page.getByTestId(`plan-${plan}`).click();
      await expect(page.getByTestId(`plan-panel-${plan}`)).toBeVisible();
      await expect(section(page, 'overview')).toHaveAttribute('aria-expanded', String(open));
    }
  });

  test('day cards open on their own, filter by day and link to real exercise pages', async ({ page }) => {
    await page.goto('/trainers#selfTraining');
    await page.getByTestId('plan-upper-lower').click();
    const days = page.getByTestId('day-card');
    await expect(days).toHaveCount(4);
    await expect(days.filter({ hasText: 'Lower A' }).getByTestId('day-duration')).toHaveText('60-75 min');
    await expect(days.filter({ hasText: 'Upper A' }).getByTestId('day-count')).toHaveText('5 exercises');

    await days.nth(0).getByTestId('day-toggle').click();
    await days.nth(1).getByTestId('day-toggle').click();
    await expect(days.nth(0).getByTestId('day-exercises')).toBeVisible();
    await expect(days.nth(1).getByTestId('day-exercises')).toBeVisible();
    await days.nth(0).getByTestId('day-toggle').click();
    await expect(days.nth(0).getByTestId('day-exercises')).toBeHidden();
    await expect(days.nth(1).getByTestId('day-exercises')).toBeVisible();

    await page.getByTestId('day-lower-b').click();
    await expect(days).toHaveCount(1);
    await expect(days.first()).toHaveAttribute('data-day', 'lower-b');
    await page.getByTestId('day-all').click();
    await expect(days).toHaveCount(4);

    await page.getByTestId('plan-bro-split').click();
    const legs = page.locator('[data-testid="day-card"][data-day="legs"]');
    await legs.getByTestId('day-toggle').click();
    const link = legs.getByTestId('day-exercise-link').first();
    const name = await link.innerText();
    await link.click();
    await expect(page).toHaveURL(/\/exercises\/gym\/legs\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('an admin deletes a day after confirming; an empty plan says so', async ({ page, request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
    });
    const admin = (await login.json()) as Session;
    const created = await request.post('/api/workouts', {
      headers: bearer(admin),
      data: { planType: 'home', day: 'e2e-core', exercises: [{ name: 'Plank', sets: 3, reps: '30s' }] },
    });
    expect(created.status()).toBe(201);
    await signInBrowser(page, admin);
    await page.goto('/trainers#selfTraining');
    await page.getByTestId('plan-home').click();
    const card = page.locator('[data-testid="day-card"][data-day="e2e-core"]');
    await card.getByTestId('day-delete').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this workout?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByTestId('day-delete').click();
    await page.getByTestId('day-delete-confirm').click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('day-card')).toHaveCount(3);
    expect((await (await request.get('/api/workouts/plan/home')).json()).length).toBe(3);

    // no plan is empty in the demo: an empty answer shows the no-workouts message
    await page.route('**/api/workouts/filter*', (route) => route.fulfill({ json: [] }));
    await page.getByTestId('plan-bro-split').click();
    await expect(page.getByTestId('no-workouts')).toHaveText('No workouts in this programme yet.');
  });

  test('visitors see no delete buttons', async ({ page }) => {
    await page.goto('/trainers#selfTraining');
    await expect(page.getByTestId('day-card').first()).toBeVisible();
    await expect(page.getByTestId('day-delete')).toHaveCount(0);
  });
});

test('the training pages read in Arabic', async ({ page, context, baseURL, request }) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  const [omar] = (await (
    await request.get('/api/trainers', { headers: { 'Accept-Language': 'ar' } })
  ).json()) as Trainer[];
  await page.goto(`/trainers/${omar!.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(omar!.name);
  expect(omar!.name).toMatch(/[\u0600-\u06ff]/);
  await expect(page.getByRole('heading', { name: 'أسئلة وأجوبة' })).toBeVisible();

  await page.goto('/trainers#selfTraining');
  await expect(page.getByTestId('plan-home')).toHaveText('تمارين منزلية');
  await expect(page.getByTestId('day-duration').first()).toHaveText(/^[٠-٩]+-[٠-٩]+ دقيقة$/);
  await expect(page.getByTestId('day-count').first()).toHaveText(/^[٠-٩]+ تمارين$/);
  await page.getByTestId('day-toggle').first().click();
  await expect(page.getByTestId('day-exercise-link').first()).toHaveText(/[\u0600-\u06ff]/);

  // counts in Arabic text are written in Arabic digits, as prices are, not in Latin ones
  await page.goto('/exercises/home');
  await expect(page.getByTestId('muscle-count').first()).toHaveText(/^[٠-٩]+ تمارين$/);

  await page.goto('/exercises/gym/chest/barbell-bench-press');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06ff]/);
  await expect(page.getByTestId('muscle-badge')).toHaveText('الصدر');
  const arabicCrumbs = page.getByRole('navigation', { name: 'مسار التنقل' });
  await expect(arabicCrumbs.getByRole('link', { name: 'التمارين' })).toHaveAttribute('href', '/exercises');
});
