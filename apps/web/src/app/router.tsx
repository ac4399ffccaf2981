import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './layout/root-layout';
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
const profile = { label: 'pages.profile', to: '/profile' };
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
      section('cart', { title: 'pages.cart' }),
      section('favorites', { title: 'pages.favorites' }),
      section('checkout', { title: 'pages.checkout', crumbs: [{ label: 'pages.cart', to: '/cart' }] }),
      section('checkout-confirmation', { title: 'pages.checkoutConfirmation' }),

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

      section('login', { title: 'pages.login', ...authPage }),
      section('signup', { title: 'pages.signup', ...authPage }),
      section('forgotPassword', { title: 'pages.forgotPassword', ...authPage }),
      section('resetPassword', { title: 'pages.resetPassword', ...authPage }),
      section('verify-email', { title: 'pages.verifyEmail', ...authPage }),

      {
        path: 'profile',
        children: [
          { index: true, loader: () => redirect('/profile/settings') },
          section('settings', { title: 'pages.settings', crumbs: [profile] }),
          section('passwords', { title: 'pages.passwords', crumbs: [profile] }),
          section('orders', { title: 'pages.orders', crumbs: [profile] }),
          section('measurements', { title: 'pages.measurements', crumbs: [profile] }),
        ],
      },
      {
        path: 'admin',
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
