import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitingForHydration } from './support/test';
import { expectNoSeriousViolations, settle } from './support/axe';
import { chooseLanguage } from './support/language';

// Every public page, in English and Arabic, has no serious or critical WCAG 2.2 AA violation
// (colour contrast, names, labels, landmarks…) once it has finished loading.

interface PublicPage {
  name: string;
  /** Also checked at a phone's width (the burger menu, stacked layouts). */
  mobile?: boolean;
  /** A path, or how to find one through the API. */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** What shows that the page's main content is there. */
  ready: (page: Page) => Promise<void>;
}

const heading = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};
const productGrid = async (page: Page) => {
  await heading(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
};

const publicPages: PublicPage[] = [
  { name: 'home', path: '/', ready: heading, mobile: true },
  { name: 'about', path: '/about', ready: heading },
  {
    name: 'search suggestions',
    path: '/',
    mobile: true,
    ready: async (page) => {
      await heading(page);
      await page.getByTestId('header-search').click();
      await page.getByTestId('header-search-input').fill('whey');
      await expect(page.getByTestId('search-option').first()).toBeVisible();
      await page.getByTestId('header-search-input').press('ArrowDown');
    },
  },
  {
    name: 'a search that found nothing',
    path: '/products?q=proteeeen',
    mobile: true,
    ready: async (page) => {
      await heading(page);
      await expect(page.getByTestId('did-you-mean')).toBeVisible();
      await expect(page.getByTestId('popular-products').getByTestId('product-card').first()).toBeVisible();
    },
  },
  { name: 'products', path: '/products', ready: productGrid, mobile: true },
  {
    name: 'products in a category',
    path: async (request) => {
      const facets = (await (await request.get('/api/products/facets')).json()) as {
        categories: { name: string }[];
      };
      return `/products?category=${encodeURIComponent(facets.categories[0]!.name)}`;
    },
    ready: productGrid,
  },
  {
    name: 'product details',
    mobile: true,
    path: async (request) => {
      // the cheapest serving first: a product with supplement facts
      const [product] = (await (await request.get('/api/products?limit=1&sort=serving-asc')).json()) as {
        id: number;
        facts: unknown;
      }[];
      expect(product!.facts).toBeTruthy();
      return `/products/${product!.id}`;
    },
    ready: async (page) => {
      await heading(page);
      await expect(page.getByTestId('main-image')).toBeVisible();
      // the facts panel loads near the screen or once the page is idle: scrolled to, so axe sees it
      const facts = page.getByTestId('supplement-facts');
      await expect(async () => {
        await page.mouse.wheel(0, 500);
        await expect(facts).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await facts.scrollIntoViewIfNeeded();
      await expect(facts.locator('table')).toBeVisible();
    },
  },
  {
    name: 'trainers',
    path: '/trainers',
    mobile: true,
    ready: async (page) => {
      await heading(page);
      // the programmes with a section and a day open, so their contents are checked too
      await page.getByTestId('section-overview').click();
      // a click can land while a busy machine is still attaching handlers: open it until it is open
      const day = page.getByTestId('day-toggle').first();
      await expect(async () => {
        if ((await day.getAttribute('aria-expanded')) !== 'true') await day.click();
        await expect(page.getByTestId('day-exercise-link').first()).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 15_000 });
    },
  },
  { name: 'trainer details', path: '/trainers/1', mobile: true, ready: heading },
  { name: 'exercises', path: '/exercises', ready: heading },
  { name: 'gym muscle groups', path: '/exercises/gym', ready: heading },
  { name: 'warm-up', path: '/exercises/warm', ready: heading },
  { name: 'muscle exercises', path: '/exercises/home/legs', ready: heading },
  {
    name: 'exercise details',
    path: '/exercises/gym/chest/barbell-bench-press',
    mobile: true,
    ready: async (page) => {
      await heading(page);
      await expect(page.getByTestId('exercise-image')).toBeVisible();
    },
  },
  { name: 'nutrition', path: '/nutrition', ready: heading },
  { name: 'nutrient', path: '/nutrient/1', ready: heading },
  { name: 'meals planner', path: '/mealsPlanner', ready: heading },
  {
    name: 'supplement plan form, its errors shown',
    path: '/supplement-plan',
    mobile: true,
    ready: async (page) => {
      await heading(page);
      await page.getByTestId('plan-submit').click();
      await expect(
        page.getByTestId('plan-form').locator('.mantine-InputWrapper-error').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'a supplement proposal, added to the cart',
    path: '/supplement-plan?weightKg=80&goal=build-muscle&trainingDays=4',
    mobile: true,
    ready: async (page) => {
      await heading(page);
      await expect(page.getByTestId('plan-line').first()).toBeVisible();
      await page.getByTestId('plan-add-all').click();
      await expect(page.getByTestId('plan-added')).toBeVisible();
    },
  },
  { name: 'contact us', path: '/contactus', ready: heading },
  { name: 'login', path: '/login', ready: heading, mobile: true },
  { name: 'signup', path: '/signup', ready: heading },
  { name: 'forgot password', path: '/forgotPassword', ready: heading },
  {
    name: 'not found',
    path: '/this/page/does-not-exist',
    ready: async (page) => {
      await heading(page);
      await expect(page.getByTestId('status-code')).toHaveText('404');
    },
  },
];

const viewports = {
  desktop: undefined,
  mobile: { width: 390, height: 844 },
} as const;

/**
 * One browser tab per group of checks (a language and a width, signed in or not), kept while this
 * worker runs the file. Each check still loads its page afresh, but in a tab that is already
 * running: a new context and tab per check cost Chromium about half a CPU-second more per page (a
 * renderer process started and set up, the app's scripts fetched and compiled again), measured on
 * 12 page visits, and this file checks 92.
 */
const groupPages = new Map<string, Promise<Page>>();
test.afterAll(async () => {
  for (const page of groupPages.values()) await (await page).context().close();
  groupPages.clear();
});

/** The group's tab, opened with the test's context options and `prepare`d the first time. */
const groupTest = test.extend<{
  groupPage: (key: string, prepare: (c: BrowserContext) => Promise<void>) => Promise<Page>;
}>({
  groupPage: async (
    { browser, baseURL, viewport, userAgent, locale, deviceScaleFactor, isMobile, hasTouch },
    use,
  ) => {
    await use((key, prepare) => {
      let page = groupPages.get(key);
      if (!page) {
        page = (async () => {
          const context = await browser.newContext({
            baseURL,
            viewport,
            userAgent,
            locale,
            deviceScaleFactor,
            isMobile,
            hasTouch,
          });
          await prepare(context);
          return waitingForHydration(await context.newPage());
        })();
        groupPages.set(key, page);
      }
      return page;
    });
  },
});

for (const [device, viewport] of Object.entries(viewports)) {
  for (const language of ['en', 'ar'] as const) {
    groupTest.describe(`accessibility (${language}, ${device})`, () => {
      if (viewport) groupTest.use({ viewport });

      for (const target of publicPages.filter((p) => device === 'desktop' || p.mobile)) {
        groupTest(
          `${target.name} has no serious or critical violations`,
          async ({ groupPage, request, baseURL }) => {
            const page = await groupPage(`${language} ${device}`, (context) =>
              chooseLanguage(context, baseURL!, language),
            );
            const path = typeof target.path === 'string' ? target.path : await target.path(request);
            await page.goto(path);
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await target.ready(page);
            await settle(page);

            await expectNoSeriousViolations(page, `${path} (${language}, ${device})`);
          },
        );
      }
    });
  }
}

// The admin screens, signed in as the demo admin, in both languages at a desktop width.
const adminScreens = [
  'dashboard',
  'products',
  'users',
  'users/new',
  'orders',
  'delivery',
  'promotions',
  'reviews',
  'trainers',
  'submissions',
  'activity',
];

for (const language of ['en', 'ar'] as const) {
  groupTest.describe(`accessibility of the admin area (${language})`, () => {
    for (const screen of adminScreens) {
      groupTest(
        `/admin/${screen} has no serious or critical violations`,
        async ({ groupPage, request, baseURL }) => {
          const page = await groupPage(`admin ${language}`, async (context) => {
            await chooseLanguage(context, baseURL!, language);
            const session = (await (
              await request.post('/api/auth/login', {
                data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
              })
            ).json()) as { access_token: string; user: { id: number } };
            await context.addInitScript((s) => {
              localStorage.setItem('access_token', s.access_token);
              localStorage.setItem('userId', String(s.user.id));
              localStorage.setItem('user', JSON.stringify(s.user));
            }, session);
          });
          await page.goto(`/admin/${screen}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
          await settle(page);
          await expectNoSeriousViolations(page, `/admin/${screen} (${language})`);
        },
      );
    }
  });
}
