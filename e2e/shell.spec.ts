import { expect, test } from './support/test';

test.describe('shell', () => {
  test('home renders with navigation, carousel and footer', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Shop', 'Trainers', 'Exercises', 'Nutrition', 'About', 'Contact us']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Favourites \(0\)/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Cart \(0\)/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Train with coaches who know your goals',
    );
    await expect(page.locator('#aboutUs')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop all products' })).toHaveAttribute('href', '/products');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page).toHaveTitle('Home · Atlas');
  });

  test('a tap on a count over the header’s icons is a tap on the icon (cart drawer, favourites)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    const tapCentre = async (testId: string) => {
      const box = (await page.getByTestId(testId).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await tapCentre('cart-badge');
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-drawer')).toBeHidden();
    await tapCentre('favorites-badge');
    await expect(page).toHaveURL(/\/favorites$/);
  });

  test('carousel links to trainers, exercises and the AI diet section, and its buttons move it', async ({
    page,
  }) => {
    await page.goto('/');
    // the server's HTML shows the buttons before the browser has hydrated them
    await page.waitForLoadState('networkidle');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(3);
    const hrefs = await slides.locator('a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(['/trainers', '/exercises', '/nutrition#AiDiet']);

    const dots = carousel.getByRole('button', { name: /^Slide \d of 3$/ });
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(1).getByRole('link')).toBeInViewport();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    // it wraps around to the last slide
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('every image on home and about loads', async ({ page }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const broken = await page.locator('img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((img) => img.loading !== 'lazy' || img.complete)
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.src),
      );
      expect(broken, path).toEqual([]);
    }
  });

  test('language toggle switches to Arabic right-to-left and back, and is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'المتجر' }),
    ).toBeVisible();
    await expect(page.getByTestId('language-toggle')).toHaveText('En');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تدرّب مع مدربين يفهمون هدفك');

    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('language-toggle')).toHaveText('عربي');
  });

  test('a page opened at its Arabic address switches to English for good: the address drops ?lang=, the page stays where it was', async ({
    page,
  }) => {
    await page.goto('/products?sort=price&lang=ar');
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/products\?sort=price$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // a reload, and the next page, keep the visitor's choice
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown URL shows the not-found page and its button returns home', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('status-code')).toHaveText('404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a page whose code cannot load offline shows the error page without reloading, and the shop goes on from it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    let reloads = 0;
    page.on('request', (request) => void (request.isNavigationRequest() && reloads++));
    // the contact page's code never arrives (a page after a deploy reloads instead: deploy.spec.ts)
    await context.setOffline(true);
    await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).first().click();
    await expect(page.getByTestId('status-code')).toHaveText('500');
    await expect(page).toHaveURL('/contactus');
    expect(reloads).toBe(0);
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the footer is hidden on the auth screens and the admin area', async ({ page }) => {
    for (const path of ['/login', '/signup', '/forgotPassword', '/resetPassword', '/admin/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('site-footer'), path).toHaveCount(0);
    }
    await page.goto('/about');
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });

  test('the meal planner page has its heading and breadcrumb', async ({ page }) => {
    await page.goto('/mealsPlanner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meal planner');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Nutrition' })).toHaveAttribute('href', '/nutrition');
  });

  test('/category and /brand lead to the filtered shop', async ({ page }) => {
    await page.goto('/category/Pre%20Workout');
    await expect(page).toHaveURL(/\/products\?category=Pre%20Workout$/);
    await page.goto('/brand/Optimum');
    await expect(page).toHaveURL(/\/products\?brand=Optimum$/);
  });

  test('the door icon asks before going to the login screen', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to Atlas?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/api/health reports the database', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the navigation drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Nutrition' }).click();
    await expect(page).toHaveURL(/\/nutrition$/);
    await expect(drawer).toBeHidden();
  });
});
