import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router';
import { routerMatches } from './routing';

/** Every path of both specs' route tables must match a declared route other than the catch-all. */
const specPaths = [
  '/',
  '/home',
  '/about',
  '/cart',
  '/favorites',
  '/checkout',
  '/checkout-confirmation',
  '/products',
  '/products/12',
  '/product/12',
  '/category/Protein',
  '/brand/Optimum',
  '/login',
  '/signup',
  '/forgotPassword',
  '/resetPassword',
  '/verify-email',
  '/profile',
  '/profile/settings',
  '/profile/passwords',
  '/profile/orders',
  '/profile/measurements',
  '/contactus',
  '/not-found',
  '/error',
  '/exercises',
  '/exercises/home',
  '/exercises/gym',
  '/exercises/warm',
  '/exercises/gym/chest',
  '/exercises/gym/chest/bench-press',
  '/diet',
  '/nutrition',
  '/mealsPlanner',
  '/supplement-plan',
  '/trainers',
  '/trainers/3',
  '/nutrient/1',
  '/admin',
  '/admin/dashboard',
  '/admin/products',
  '/admin/users',
  '/admin/orders',
  '/admin/trainers',
  '/admin/submissions',
];

describe('route table', () => {
  it.each(specPaths)('declares %s', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf, path).toBeDefined();
    expect(leaf?.path).not.toBe('*');
  });

  it('sends unknown paths to the not-found page', () => {
    const leaf = matchRoutes(routes, '/no/such/page')?.at(-1)?.route;
    expect(leaf?.path).toBe('*');
  });
});

describe('the app’s matching (routing.tsx: only the routes that could match go to React Router)', () => {
  const addresses = [
    ...specPaths,
    ...specPaths.map((path) => `${path.toUpperCase()}/`),
    '/no/such/page',
    '/products/12/reviews',
    '/products%2F12',
    '/exercises/gym/chest/bench%20press',
    '/checkout/paymob/ab-12',
    '/profile/nothing',
    '/admin/nothing/here',
    '//products',
    '/%E2%82%AC',
    '/products/%ZZ',
    '/trainers/%C3%A9',
  ];
  const shape = (matches: NonNullable<ReturnType<typeof matchRoutes>>) =>
    matches.map((m) => ({
      path: m.route.path,
      index: m.route.index,
      Component: m.route.Component,
      handle: m.route.handle,
      params: m.params,
      pathname: m.pathname,
      pathnameBase: m.pathnameBase,
    }));

  it.each(addresses)('matches %s as React Router does over the whole table', (path) => {
    expect(shape(routerMatches(routes, path))).toEqual(shape(matchRoutes(routes, path) ?? []));
  });
});
