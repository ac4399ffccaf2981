import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router';

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
