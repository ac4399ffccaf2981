import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './layout/root-layout';
import { RedirectSignedIn, RequireAdmin, RequireAuth } from './guards';
import { RouteErrorPage } from './routes/route-error-page';
import { PageSpinner } from '@/components/ui/page-spinner';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const sectionPage = page(() => import('./routes/section-page'));
/** A page whose feature lands in a later issue: its heading and breadcrumb only. */
const section = (path: string, handle: RouteHandle, extra: Partial<RouteObject> = {}): RouteObject => ({
  path,
  lazy: sectionPage,
  handle,
  ...extra,
});

const productDetails = page(() => import('./routes/product-details-page'));
const exercises = { label: 'nav.exercises', to: '/exercises' };
const profileSection = page(() => import('./routes/profile-section-page'));
const admin = { label: 'pages.admin', to: '/admin' };
const authPage = { hideFooter: true };

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: page(() => import('./routes/home-page')), handle: { title: 'nav.home' } },
      { path: 'home', loader: () => redirect('/') },
      { path: 'about', lazy: page(() => import('./routes/about-page')), handle: { title: 'nav.about' } },

      {
        path: 'products',
        lazy: page(() => import('./routes/products-page')),
        handle: { title: 'pages.shop' },
      },
      { path: 'products/:id', lazy: productDetails, handle: { title: 'pages.productDetails' } },
      { path: 'product/:id', lazy: productDetails, handle: { title: 'pages.productDetails' } },
      {
        path: 'category/:category',
        loader: ({ params }) => redirect(`/products?category=${encodeURIComponent(params.category ?? '')}`),
      },
      {
        path: 'brand/:brand',
        loader: ({ params }) => redirect(`/products?brand=${encodeURIComponent(params.brand ?? '')}`),
      },
      { path: 'cart', lazy: page(() => import('./routes/cart-page')), handle: { title: 'pages.cart' } },
      {
        path: 'favorites',
        lazy: page(() => import('./routes/favorites-page')),
        handle: { title: 'pages.favorites' },
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'checkout',
            lazy: page(() => import('./routes/checkout-page')),
            handle: { title: 'pages.checkout', crumbs: [{ label: 'pages.cart', to: '/cart' }] },
          },
          {
            path: 'checkout-confirmation',
            lazy: page(() => import('./routes/checkout-confirmation-page')),
            handle: { title: 'pages.checkoutConfirmation' },
          },
        ],
      },

      section('trainers', { title: 'nav.trainers' }),
      section('trainers/:id', {
        title: 'pages.trainerDetails',
        crumbs: [{ label: 'nav.trainers', to: '/trainers' }],
      }),

      section('exercises', { title: 'nav.exercises' }),
      section('exercises/home', { title: 'pages.exercisesHome', crumbs: [exercises] }),
      section('exercises/gym', { title: 'pages.exercisesGym', crumbs: [exercises] }),
      section('exercises/warm', { title: 'pages.exercisesWarm', crumbs: [exercises] }),
      section('exercises/:type/:muscle', { title: 'pages.exerciseMuscle', crumbs: [exercises] }),
      section('exercises/:type/:muscle/:exercise', { title: 'pages.exerciseDetails', crumbs: [exercises] }),

      section('nutrition', { title: 'nav.nutrition' }),
      section('diet', { title: 'pages.diet', crumbs: [{ label: 'nav.nutrition', to: '/nutrition' }] }),
      section('mealsPlanner', {
        title: 'pages.mealsPlanner',
        crumbs: [{ label: 'nav.nutrition', to: '/nutrition' }],
      }),
      section('nutrient/:id', {
        title: 'pages.nutrient',
        crumbs: [{ label: 'nav.nutrition', to: '/nutrition' }],
      }),

      section('contactus', { title: 'nav.contact' }),

      {
        path: 'login',
        lazy: page(() => import('./routes/login-page')),
        handle: { title: 'pages.login', ...authPage },
      },
      {
        Component: () => <RedirectSignedIn to="/profile" />,
        children: [
          {
            path: 'signup',
            lazy: page(() => import('./routes/signup-page')),
            handle: { title: 'pages.signup', ...authPage },
          },
        ],
      },
      {
        path: 'forgotPassword',
        lazy: page(() => import('./routes/forgot-password-page')),
        handle: { title: 'pages.forgotPassword', ...authPage },
      },
      {
        path: 'resetPassword',
        lazy: page(() => import('./routes/reset-password-page')),
        handle: { title: 'pages.resetPassword', ...authPage },
      },
      {
        path: 'verify-email',
        lazy: page(() => import('./routes/verify-email-page')),
        handle: { title: 'pages.verifyEmail', ...authPage },
      },

      {
        path: 'profile',
        Component: RequireAuth,
        children: [
          {
            lazy: page(() => import('./routes/profile-layout')),
            handle: { title: 'pages.profile' },
            children: [
              { index: true, loader: () => redirect('/profile/settings') },
              {
                path: 'settings',
                lazy: page(() => import('./routes/profile-settings-page')),
                handle: { title: 'pages.settings' },
              },
              {
                path: 'passwords',
                lazy: page(() => import('./routes/profile-password-page')),
                handle: { title: 'pages.passwords' },
              },
              {
                path: 'orders',
                lazy: page(() => import('./routes/profile-orders-page')),
                handle: { title: 'pages.orders' },
              },
              { path: 'measurements', lazy: profileSection, handle: { title: 'pages.measurements' } },
            ],
          },
        ],
      },
      {
        path: 'admin',
        Component: RequireAdmin,
        handle: { hideFooter: true },
        children: [
          { index: true, loader: () => redirect('/admin/dashboard') },
          section('dashboard', { title: 'admin.dashboard', crumbs: [admin] }),
          section('products', { title: 'admin.products', crumbs: [admin] }),
          section('users', { title: 'admin.users', crumbs: [admin] }),
          section('orders', { title: 'admin.orders', crumbs: [admin] }),
          section('trainers', { title: 'admin.trainers', crumbs: [admin] }),
          section('submissions', { title: 'admin.submissions', crumbs: [admin] }),
        ],
      },

      {
        path: 'error',
        lazy: page(() => import('./routes/error-page')),
        handle: { title: 'errorPage.title' },
      },
      {
        path: 'not-found',
        lazy: page(() => import('./routes/not-found-page')),
        handle: { title: 'notFound.title' },
      },
      { path: '*', lazy: page(() => import('./routes/not-found-page')), handle: { title: 'notFound.title' } },
    ],
  },
];

export const router = createBrowserRouter(routes);
