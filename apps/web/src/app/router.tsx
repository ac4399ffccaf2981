import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import type { AdminScreen } from './routes/admin-layout';
import { RootLayout } from './layout/root-layout';
import { RedirectSignedIn, RequireAdmin, RequireAuth } from './guards';
import { RouteErrorPage } from './routes/route-error-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { loadMoreStyles } from '@/lib/load-more-styles';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>([
  './routes/*-page.tsx',
  './routes/profile-layout.tsx',
  '!./routes/route-error-page.tsx',
  '!./routes/status-page.tsx',
  '!./routes/admin-*.tsx',
]);

/** Source file of each lazy route loader (a key of Vite's build manifest), for the server's preloads. */
export const lazyRouteModules = new Map<unknown, string>();

/** Public pages paint with the styles loaded up front (app/styles.ts); other screens need more. */
const UP_FRONT_STYLES = new Set([
  'home-page',
  'about-page',
  'products-page',
  'product-details-page',
  'not-found-page',
  'trainers-page',
  'trainer-details-page',
  'exercises-page',
  'exercise-type-page',
  'exercises-warm-page',
  'muscle-exercises-page',
  'exercise-details-page',
  'nutrition-page',
  'nutrient-page',
  'diet-page',
  'meals-planner-page',
  'contact-page',
]);

/** A route module loaded when first visited: `routes/{name}.tsx`, default export. */
function page(name: string) {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`no route module routes/${name}.tsx`);
  const styles = UP_FRONT_STYLES.has(name) ? null : loadMoreStyles;
  const lazy = async () => ({ Component: (await Promise.all([load(), styles?.()]))[0].default });
  lazyRouteModules.set(lazy, `src/app/routes/${name}.tsx`);
  return lazy;
}

const productDetails = page('product-details-page');
const exerciseType = page('exercise-type-page');
/**
 * The admin area: one module (routes/admin-layout.tsx) with the shell and every screen, so this
 * router lists one lazy module for the area, not each screen with its dependencies.
 */
const adminArea = async () => (await Promise.all([import('./routes/admin-layout'), loadMoreStyles()]))[0];
const adminScreen = (path: string, screen: AdminScreen, title: string): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await adminArea()).adminScreens[screen] }),
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

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        lazy: page('home-page'),
        handle: {
          title: 'nav.home',
          ssr: true,
          description: 'meta.home',
          serverPage: 'home',
        },
      },
      { path: 'home', loader: () => redirect('/') },
      {
        path: 'about',
        lazy: page('about-page'),
        handle: { title: 'nav.about', ssr: true, description: 'meta.about' },
      },

      {
        path: 'products',
        lazy: page('products-page'),
        handle: {
          title: 'pages.shop',
          ssr: true,
          description: 'meta.products',
          serverPage: 'products',
        },
      },
      { path: 'products/:id', lazy: productDetails, handle: productDetailsHandle },
      { path: 'product/:id', lazy: productDetails, handle: productDetailsHandle },
      {
        path: 'category/:category',
        loader: ({ params }) => redirect(`/products?category=${encodeURIComponent(params.category ?? '')}`),
      },
      {
        path: 'brand/:brand',
        loader: ({ params }) => redirect(`/products?brand=${encodeURIComponent(params.brand ?? '')}`),
      },
      { path: 'cart', lazy: page('cart-page'), handle: { title: 'pages.cart' } },
      {
        path: 'favorites',
        lazy: page('favorites-page'),
        handle: { title: 'pages.favorites' },
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'checkout',
            lazy: page('checkout-page'),
            handle: { title: 'pages.checkout', crumbs: [{ label: 'pages.cart', to: '/cart' }] },
          },
          {
            path: 'checkout-confirmation',
            lazy: page('checkout-confirmation-page'),
            handle: { title: 'pages.checkoutConfirmation' },
          },
        ],
      },

      {
        path: 'trainers',
        lazy: page('trainers-page'),
        handle: {
          title: 'pages.trainers',
          ssr: true,
          description: 'meta.trainers',
          serverPage: 'trainers',
        },
      },
      {
        path: 'trainers/:id',
        lazy: page('trainer-details-page'),
        handle: {
          title: 'pages.trainerDetails',
          ownTitle: true,
          ssr: true,
          serverPage: 'trainerDetails',
        },
      },

      {
        path: 'exercises',
        lazy: page('exercises-page'),
        handle: {
          title: 'pages.exercises',
          ssr: true,
          description: 'meta.exercises',
          serverPage: 'exercises',
        },
      },
      {
        path: 'exercises/warm',
        lazy: page('exercises-warm-page'),
        handle: {
          title: 'pages.exercisesWarm',
          ssr: true,
          description: 'meta.exercisesWarm',
          serverPage: 'exercisesWarm',
        },
      },
      {
        path: 'exercises/home',
        lazy: exerciseType,
        handle: {
          title: 'pages.exercisesHome',
          ssr: true,
          description: 'meta.exercisesHome',
          serverPage: 'exercisesHome',
        },
      },
      {
        path: 'exercises/gym',
        lazy: exerciseType,
        handle: {
          title: 'pages.exercisesGym',
          ssr: true,
          description: 'meta.exercisesGym',
          serverPage: 'exercisesGym',
        },
      },
      {
        path: 'exercises/:type/:muscle',
        lazy: page('muscle-exercises-page'),
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
        lazy: page('exercise-details-page'),
        handle: {
          title: 'pages.exerciseDetails',
          ownTitle: true,
          ssr: true,
          serverPage: 'exerciseDetails',
        },
      },

      {
        path: 'nutrition',
        lazy: page('nutrition-page'),
        handle: { title: 'nav.nutrition', ssr: true, description: 'meta.nutrition', serverPage: 'nutrition' },
      },
      {
        path: 'diet',
        lazy: page('diet-page'),
        handle: {
          title: 'pages.diet',
          ssr: true,
          description: 'meta.diet',
          crumbs: [{ label: 'nav.nutrition', to: '/nutrition' }],
        },
      },
      {
        path: 'mealsPlanner',
        lazy: page('meals-planner-page'),
        handle: {
          title: 'pages.mealsPlanner',
          ssr: true,
          description: 'meta.mealsPlanner',
          serverPage: 'mealsPlanner',
        },
      },
      {
        path: 'nutrient/:id',
        lazy: page('nutrient-page'),
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
        lazy: page('contact-page'),
        handle: { title: 'nav.contact', ssr: true, description: 'meta.contact' },
      },

      {
        path: 'login',
        lazy: page('login-page'),
        handle: { title: 'pages.login', ...authPage },
      },
      {
        Component: () => <RedirectSignedIn to="/profile" />,
        children: [
          {
            path: 'signup',
            lazy: page('signup-page'),
            handle: { title: 'pages.signup', ...authPage },
          },
        ],
      },
      {
        path: 'forgotPassword',
        lazy: page('forgot-password-page'),
        handle: { title: 'pages.forgotPassword', ...authPage },
      },
      {
        path: 'resetPassword',
        lazy: page('reset-password-page'),
        handle: { title: 'pages.resetPassword', ...authPage },
      },
      {
        path: 'verify-email',
        lazy: page('verify-email-page'),
        handle: { title: 'pages.verifyEmail', ...authPage },
      },

      {
        path: 'profile',
        Component: RequireAuth,
        children: [
          {
            lazy: page('profile-layout'),
            handle: { title: 'pages.profile' },
            children: [
              { index: true, loader: () => redirect('/profile/settings') },
              {
                path: 'settings',
                lazy: page('profile-settings-page'),
                handle: { title: 'pages.settings' },
              },
              {
                path: 'passwords',
                lazy: page('profile-password-page'),
                handle: { title: 'pages.passwords' },
              },
              {
                path: 'orders',
                lazy: page('profile-orders-page'),
                handle: { title: 'pages.orders' },
              },
              {
                path: 'measurements',
                lazy: page('profile-measurements-page'),
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
            lazy: async () => ({ Component: (await adminArea()).default }),
            children: [
              { index: true, loader: () => redirect('/admin/dashboard') },
              adminScreen('dashboard', 'dashboard', 'admin.dashboard'),
              adminScreen('products', 'products', 'admin.products'),
              adminScreen('users', 'users', 'admin.users'),
              adminScreen('users/new', 'newUser', 'adminShell.newUser'),
              adminScreen('orders', 'orders', 'admin.orders'),
              adminScreen('trainers', 'trainers', 'admin.trainers'),
              adminScreen('submissions', 'submissions', 'admin.submissions'),
              adminScreen('activity', 'activity', 'admin.activity'),
            ],
          },
        ],
      },

      {
        path: 'error',
        lazy: page('error-page'),
        handle: { title: 'errorPage.title' },
      },
      {
        path: 'not-found',
        lazy: page('not-found-page'),
        handle: notFound,
      },
      { path: '*', lazy: page('not-found-page'), handle: notFound },
    ],
  },
];
