import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import type { AdminScreen } from './routes/admin-layout';
import { RootLayout } from './layout/root-layout';
import { RedirectSignedIn, RequireAdmin, RequireAuth } from './guards';
import { loadMoreStyles } from '@/lib/load-more-styles';
import { loadAdminTexts } from '@/lib/i18n';
import { lazyPage, redirectRoute } from './routing';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>([
  './routes/*-page.tsx',
  './routes/profile-layout.tsx',
  '!./routes/route-error-page.tsx',
  '!./routes/status-page.tsx',
  '!./routes/admin-*.tsx',
]);

/** A route module loaded when first visited: `routes/{name}.tsx`, default export, with `styles`. */
function lazyRoute(name: string, styles: (() => Promise<unknown>) | null) {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`no route module routes/${name}.tsx`);
  return lazyPage(
    async () => (await Promise.all([load(), styles?.()]))[0].default,
    `src/app/routes/${name}.tsx`,
  );
}

/** A public page: it paints with the styles loaded up front (app/styles.ts). */
const publicPage = (name: string) => lazyRoute(name, null);
/** Any other screen: it needs more of them (lib/more-styles.ts). */
const page = (name: string) => lazyRoute(name, loadMoreStyles);

const productDetails = publicPage('product-details-page');

const exerciseType = publicPage('exercise-type-page');
/**
 * The admin area: one module (routes/admin-layout.tsx) with the shell and every screen, so this
 * router lists one lazy module for the area, not each screen with its dependencies; with its styles
 * and its own texts (the admin part of the translations: lib/i18n.ts).
 */
const adminArea = async () =>
  (await Promise.all([import('./routes/admin-layout'), loadMoreStyles(), loadAdminTexts()]))[0];
const ADMIN_MODULE = 'src/app/routes/admin-layout.tsx';
const adminScreen = (path: string, screen: AdminScreen, title: string): RouteObject => ({
  path,
  Component: lazyPage(async () => (await adminArea()).adminScreens[screen], ADMIN_MODULE),
  handle: { title },
});
const notFound: RouteHandle = { title: 'notFound.title', ssr: true, status: 404 };
const authPage = { hideFooter: true };
const productDetailsHandle: RouteHandle = {
  title: 'pages.productDetails',
  ownTitle: true,
  ssr: true,
  serverPage: 'productDetails',
};

// routes alike in shape throughout: a route table, each entry its own path, page and title
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        index: true,
        Component: publicPage('home-page'),
        handle: {
          title: 'nav.home',
          ssr: true,
          description: 'meta.home',
          serverPage: 'home',
        },
      },
      { path: 'home', Component: redirectRoute(() => '/') },
      {
        path: 'about',
        Component: publicPage('about-page'),
        handle: { title: 'nav.about', ssr: true, description: 'meta.about' },
      },

      {
        path: 'products',
        Component: publicPage('products-page'),
        handle: {
          title: 'pages.shop',
          ssr: true,
          description: 'meta.products',
          serverPage: 'products',
        },
      },
      { path: 'products/:id', Component: productDetails, handle: productDetailsHandle },
      { path: 'product/:id', Component: productDetails, handle: productDetailsHandle },
      {
        path: 'category/:category',
        Component: redirectRoute(
          (params) => `/products?category=${encodeURIComponent(params.category ?? '')}`,
        ),
      },
      {
        path: 'brand/:brand',
        Component: redirectRoute((params) => `/products?brand=${encodeURIComponent(params.brand ?? '')}`),
      },
      { path: 'cart', Component: page('cart-page'), handle: { title: 'pages.cart' } },
      {
        path: 'checkout',
        Component: page('checkout-page'),
        handle: { title: 'pages.checkout' },
      },
      {
        path: 'checkout-confirmation',
        Component: page('checkout-confirmation-page'),
        handle: { title: 'pages.checkoutConfirmation' },
      },
      // the order lookup, and the e-mailed link to one order (its token in the query): public,
      // server-rendered, kept out of search engines (an order is private)
      {
        path: 'track-order/:orderId?',
        Component: publicPage('track-order-page'),
        handle: { title: 'guest.lookup.title', ssr: true, noindex: true, description: 'guest.lookup.meta' },
      },
      {
        path: 'guest-account',
        Component: page('guest-account-page'),
        handle: { title: 'guest.account.title', ...authPage },
      },
      {
        path: 'favorites',
        Component: page('favorites-page'),
        handle: { title: 'pages.favorites' },
      },
      // a guest back from Paymob: the payment opens with the token its return address carries
      {
        path: 'guest-checkout/paymob/:reference',
        Component: page('paymob-return-page'),
        handle: { title: 'pages.payment' },
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'checkout/paymob/:reference',
            Component: page('paymob-return-page'),
            handle: { title: 'pages.payment' },
          },
          // the link of a reorder reminder e-mail: opening it puts the order back in the cart
          {
            path: 'reorder/:orderId',
            Component: page('profile-orders-page'),
            handle: { title: 'orders.reorder.button' },
          },
        ],
      },

      {
        path: 'trainers',
        Component: publicPage('trainers-page'),
        handle: {
          title: 'pages.trainers',
          ssr: true,
          description: 'meta.trainers',
          serverPage: 'trainers',
        },
      },
      {
        path: 'trainers/:id',
        Component: publicPage('trainer-details-page'),
        handle: {
          title: 'pages.trainerDetails',
          ownTitle: true,
          ssr: true,
          serverPage: 'trainerDetails',
        },
      },

      {
        path: 'exercises',
        Component: publicPage('exercises-page'),
        handle: {
          title: 'pages.exercises',
          ssr: true,
          description: 'meta.exercises',
          serverPage: 'exercises',
        },
      },
      {
        path: 'exercises/warm',
        Component: publicPage('exercises-warm-page'),
        handle: {
          title: 'pages.exercisesWarm',
          ssr: true,
          description: 'meta.exercisesWarm',
          serverPage: 'exercisesWarm',
        },
      },
      {
        path: 'exercises/home',
        Component: exerciseType,
        handle: {
          title: 'pages.exercisesHome',
          ssr: true,
          description: 'meta.exercisesHome',
          serverPage: 'exercisesHome',
        },
      },
      {
        path: 'exercises/gym',
        Component: exerciseType,
        handle: {
          title: 'pages.exercisesGym',
          ssr: true,
          description: 'meta.exercisesGym',
          serverPage: 'exercisesGym',
        },
      },
      {
        path: 'exercises/:type/:muscle',
        Component: publicPage('muscle-exercises-page'),
        handle: {
          title: 'pages.exercises',
          ownTitle: true,
          ssr: true,
          description: 'meta.exercises',
          serverPage: 'muscleExercises',
        },
      },
      {
        path: 'exercises/:type/:muscle/:exercise',
        Component: publicPage('exercise-details-page'),
        handle: {
          title: 'pages.exerciseDetails',
          ownTitle: true,
          ssr: true,
          serverPage: 'exerciseDetails',
        },
      },

      {
        path: 'nutrition',
        Component: publicPage('nutrition-page'),
        handle: { title: 'nav.nutrition', ssr: true, description: 'meta.nutrition', serverPage: 'nutrition' },
      },
      {
        path: 'diet',
        Component: publicPage('diet-page'),
        handle: {
          title: 'pages.diet',
          ssr: true,
          description: 'meta.diet',
        },
      },
      {
        path: 'mealsPlanner',
        Component: publicPage('meals-planner-page'),
        handle: {
          title: 'pages.mealsPlanner',
          ssr: true,
          description: 'meta.mealsPlanner',
          serverPage: 'mealsPlanner',
        },
      },
      {
        path: 'supplement-plan',
        Component: publicPage('supplement-plan-page'),
        handle: {
          title: 'supplementPlan.title',
          ssr: true,
          description: 'meta.supplementPlan',
        },
      },
      {
        path: 'nutrient/:id',
        Component: publicPage('nutrient-page'),
        handle: {
          title: 'pages.nutrient',
          ownTitle: true,
          ssr: true,
          description: 'meta.nutrition',
          serverPage: 'nutrient',
        },
      },

      {
        path: 'contactus',
        Component: publicPage('contact-page'),
        handle: { title: 'nav.contact', ssr: true, description: 'meta.contact' },
      },

      {
        path: 'login',
        Component: page('login-page'),
        handle: { title: 'pages.login', ...authPage },
      },
      {
        Component: () => <RedirectSignedIn to="/profile" />,
        children: [
          {
            path: 'signup',
            Component: page('signup-page'),
            handle: { title: 'pages.signup', ...authPage },
          },
        ],
      },
      {
        path: 'forgotPassword',
        Component: page('forgot-password-page'),
        handle: { title: 'pages.forgotPassword', ...authPage },
      },
      {
        path: 'resetPassword',
        Component: page('reset-password-page'),
        handle: { title: 'pages.resetPassword', ...authPage },
      },
      {
        path: 'stock-alerts/:action',
        Component: page('stock-alert-link-page'),
        handle: { title: 'stockAlerts.link.pageTitle' },
      },
      {
        path: 'verify-email',
        Component: page('verify-email-page'),
        handle: { title: 'pages.verifyEmail', ...authPage },
      },

      {
        path: 'profile',
        Component: RequireAuth,
        children: [
          {
            Component: page('profile-layout'),
            handle: { title: 'pages.profile' },
            children: [
              { index: true, Component: redirectRoute(() => '/profile/settings') },
              {
                path: 'settings',
                Component: page('profile-settings-page'),
                handle: { title: 'pages.settings' },
              },
              {
                path: 'passwords',
                Component: page('profile-password-page'),
                handle: { title: 'pages.passwords' },
              },
              {
                path: 'orders',
                Component: page('profile-orders-page'),
                handle: { title: 'pages.orders' },
              },
              {
                path: 'measurements',
                Component: page('profile-measurements-page'),
                handle: { title: 'pages.measurements' },
              },
            ],
          },
        ],
      },
      {
        path: 'admin',
        Component: RequireAdmin,
        handle: { hideFooter: true, ownChrome: true },
        children: [
          {
            Component: lazyPage(async () => (await adminArea()).default, ADMIN_MODULE),
            children: [
              { index: true, Component: redirectRoute(() => '/admin/dashboard') },
              adminScreen('dashboard', 'dashboard', 'admin.dashboard'),
              adminScreen('products', 'products', 'admin.products'),
              adminScreen('users', 'users', 'admin.users'),
              adminScreen('users/new', 'newUser', 'admin.newUser'),
              adminScreen('orders', 'orders', 'admin.orders'),
              adminScreen('delivery', 'delivery', 'admin.delivery'),
              adminScreen('promotions', 'promotions', 'admin.promotions'),
              adminScreen('reviews', 'reviews', 'admin.reviews'),
              adminScreen('trainers', 'trainers', 'admin.trainers'),
              adminScreen('submissions', 'submissions', 'admin.submissions'),
              adminScreen('activity', 'activity', 'admin.activity'),
            ],
          },
        ],
      },

      {
        path: 'error',
        Component: page('error-page'),
        handle: { title: 'errorPage.title' },
      },
      {
        path: 'not-found',
        Component: publicPage('not-found-page'),
        handle: notFound,
      },
      { path: '*', Component: publicPage('not-found-page'), handle: notFound },
    ],
  },
];
