import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { guardMessages } from '../plugins/auth';
import { apiOperations, exampleOf, fillPath, routeCollector, type ApiOperation } from './api-routes';
import { createConfiguredApp, type ConfiguredApp } from './configured-app';
import { requestExamples, type RequestExamples } from './request-examples';
import { nextIp, quickShoppers, type Caller } from './shoppers';
import { createTestApp } from './test-app';

/**
 * Who may call what, for every route under /api (docs/api-compatibility.md). A route missing here fails the
 * test, and so does a rule for a route that does not exist: a new route ships with its rule.
 *
 * - `public`: anyone, signed in or not.
 * - `authenticated`: any signed-in caller (401 for a visitor).
 * - `self`: a `/users/{id}/…` route: the user whose id it is, or an admin (403 for another user).
 * - `admin`: admins only (403 for a user; the role is re-read from the database).
 * - `dev`: public, but only outside production (the production app does not register it).
 *
 * Out of scope: routes outside /api (the web app's pages and files, /media/*, robots.txt,
 * sitemap.xml), which serve public files and pages only.
 */
const accessRules = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  // also a scraper's METRICS_TOKEN (tested in modules/metrics)
  'GET /api/metrics': 'admin',
  'GET /api/config': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/dev/outbox': 'dev',

  'POST /api/auth/register': 'public',
  'POST /api/auth/verify-otp': 'public',
  'POST /api/auth/resend-otp': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/google': 'public',

  'GET /api/products': 'public',
  'GET /api/products/facets': 'public',
  'GET /api/search/suggestions': 'public',
  'GET /api/search/alternatives': 'public',
  'GET /api/products/{id}': 'public',
  'GET /api/products/{id}/related': 'public',
  'PATCH /api/products/{id}/flavors': 'admin',
  'GET /api/products/admin': 'admin',
  'GET /api/products/admin/export': 'admin',
  'POST /api/products/admin/import/preview': 'admin',
  'POST /api/products/admin/import': 'admin',
  'GET /api/admin/imports/{stamp}/{file}': 'admin',
  'POST /api/products/admin': 'admin',
  'PUT /api/products/admin/{id}': 'admin',
  'DELETE /api/products/{id}/admin': 'admin',
  'POST /api/products/{id}/admin/flavor': 'admin',
  'PATCH /api/products/{id}/admin/flavors': 'admin',
  'DELETE /api/products/{id}/admin/flavor/{flavor}': 'admin',

  'GET /api/cart': 'authenticated',
  'DELETE /api/cart': 'authenticated',
  'POST /api/cart/add': 'authenticated',
  'POST /api/cart/remove-one': 'authenticated',
  'DELETE /api/cart/{productId}': 'authenticated',
  'GET /api/cart/code': 'authenticated',
  'PUT /api/cart/code': 'authenticated',
  'DELETE /api/cart/code': 'authenticated',
  'GET /api/favorites': 'authenticated',
  'DELETE /api/favorites': 'authenticated',
  'POST /api/favorites/{productId}': 'authenticated',
  'DELETE /api/favorites/{productId}': 'authenticated',
  'POST /api/payments/paypal/orders': 'authenticated',
  'POST /api/payments/paymob/intentions': 'authenticated',
  // its shopper only: another shopper's reference answers 404 (paymob.test.ts)
  'GET /api/payments/paymob/{reference}': 'authenticated',
  // Paymob's server calls it; only an HMAC-signed body is read (paymob.test.ts)
  'POST /api/payments/paymob/callback': 'public',
  // checkout without an account: a visitor's cart is priced and placed from the request alone
  'POST /api/guest/quote': 'public',
  'POST /api/guest/orders': 'public',
  // only with the order's number and its contact, or its signed token: otherwise one 404 (guest-orders.test.ts)
  'POST /api/guest/orders/lookup': 'public',
  'GET /api/guest/orders/{orderId}': 'public',
  // only with the e-mailed signed link (guest-orders.test.ts)
  'GET /api/guest/account': 'public',
  'POST /api/guest/account': 'public',
  // a guest pays through Paymob; the payment opens only with the token signed for its reference (paymob-guests.test.ts)
  'POST /api/guest/paypal/orders': 'public',
  'POST /api/guest/paymob/intentions': 'public',
  'GET /api/guest/paymob/{reference}': 'public',
  // a visitor's plan is computed and not saved (the spec lists it without authentication)
  'POST /api/diet-plan': 'public',

  'GET /api/users': 'admin',
  'GET /api/users/{id}': 'self',
  'PUT /api/users/{id}': 'self',
  'PATCH /api/users/{id}': 'self',
  'GET /api/users/{id}/password': 'self',
  'PUT /api/users/{id}/password': 'self',
  'GET /api/users/{id}/addresses': 'self',
  'POST /api/users/{id}/addresses': 'self',
  'PUT /api/users/{id}/addresses/{addressId}/default': 'self',
  'PATCH /api/users/{id}/addresses/{addressId}/governorate': 'self',
  'GET /api/users/{id}/orders': 'self',
  'POST /api/users/{id}/orders': 'self',
  'POST /api/users/{id}/orders/{orderId}/reorder': 'self',
  'GET /api/users/{id}/measurements': 'self',
  'GET /api/users/{id}/supplement-plan': 'self',
  'GET /api/supplement-plan': 'public',
  'POST /api/users/{id}/measurements': 'self',
  'GET /api/users/{id}/measurements/latest': 'self',
  'GET /api/users/{id}/measurements/can-request': 'self',
  'DELETE /api/users/{id}/measurements/{measurementId}': 'self',
  'POST /api/users/admin': 'admin',
  'PUT /api/users/admin/{id}': 'admin',
  'DELETE /api/users/admin/{id}': 'admin',
  'GET /api/users/admin/orders': 'admin',
  'GET /api/users/admin/order-stats': 'admin',
  'PUT /api/users/admin/orders/{userId}/{orderId}': 'admin',
  'DELETE /api/users/admin/orders/{userId}/{orderId}': 'admin',

  'GET /api/trainers': 'public',
  'GET /api/trainers/{id}': 'public',
  'GET /api/trainers/admin': 'admin',
  'POST /api/trainers': 'admin',
  'PUT /api/trainers/{id}': 'admin',
  'DELETE /api/trainers/{id}': 'admin',

  'GET /api/home': 'public',
  'GET /api/gym': 'public',
  'GET /api/warm': 'public',
  'GET /api/workouts': 'public',
  'GET /api/workouts/{id}': 'public',
  'GET /api/workouts/plan/{planType}': 'public',
  'GET /api/workouts/day/{day}': 'public',
  'GET /api/workouts/filter': 'public',
  'POST /api/workouts': 'admin',
  'PUT /api/workouts/{id}': 'admin',
  'DELETE /api/workouts/{id}': 'admin',

  'GET /api/foods': 'public',
  'GET /api/meal-plans': 'public',
  // the spec client's path for the same list
  'GET /api/meal_plans': 'public',
  'GET /api/gym-machine/identify': 'public',
  'POST /api/gym-machine/identify': 'public',

  'POST /api/stock-alerts': 'public',
  'POST /api/stock-alerts/confirm': 'public',
  'POST /api/stock-alerts/unsubscribe': 'public',
  'GET /api/stock-alerts': 'authenticated',
  'DELETE /api/stock-alerts/{alertId}': 'authenticated',
  'GET /api/admin/stock-alerts/wanted': 'admin',

  'POST /api/contact': 'public',
  'GET /api/contact': 'admin',
  'PATCH /api/contact/{id}': 'admin',

  'GET /api/admin/dashboard': 'admin',
  'GET /api/delivery/zones': 'public',
  'GET /api/delivery/quote': 'public',
  // anyone with the order's signed address (receiptUrl); without it a 404 like an unknown order
  'GET /api/receipts/{orderId}': 'public',
  'GET /api/admin/delivery': 'admin',
  'PUT /api/admin/delivery/settings': 'admin',
  'POST /api/admin/delivery/zones': 'admin',
  'PUT /api/admin/delivery/zones/{zoneId}': 'admin',
  'DELETE /api/admin/delivery/zones/{zoneId}': 'admin',
  'GET /api/admin/coupons': 'admin',
  'GET /api/admin/coupons/export': 'admin',
  'POST /api/admin/coupons': 'admin',
  'PUT /api/admin/coupons/{id}': 'admin',
  'PATCH /api/admin/coupons/{id}/status': 'admin',
  'GET /api/admin/offers': 'admin',
  'POST /api/admin/offers': 'admin',
  'PUT /api/admin/offers/{id}': 'admin',
  'PATCH /api/admin/offers/{id}/status': 'admin',
  'GET /api/admin/audit': 'admin',
  'POST /api/admin/images': 'admin',

  'GET /api/products/{id}/reviews': 'public',
  'GET /api/products/{id}/reviews/mine': 'authenticated',
  'POST /api/products/{id}/reviews': 'authenticated',
  'PUT /api/products/{id}/reviews/mine': 'authenticated',
  'DELETE /api/products/{id}/reviews/mine': 'authenticated',
  'PUT /api/reviews/{reviewId}/helpful': 'authenticated',
  'DELETE /api/reviews/{reviewId}/helpful': 'authenticated',
  // anyone; once per shopper or address, rate-limited
  'POST /api/reviews/{reviewId}/reports': 'public',
  'GET /api/admin/reviews': 'admin',
  'GET /api/admin/reviews/settings': 'admin',
  'PUT /api/admin/reviews/settings': 'admin',
  'POST /api/admin/reviews/{reviewId}/approve': 'admin',
  'POST /api/admin/reviews/{reviewId}/reject': 'admin',
  'POST /api/admin/reviews/{reviewId}/dismiss-reports': 'admin',
  'DELETE /api/admin/reviews/{reviewId}': 'admin',
} satisfies Record<string, AccessRule>;

type AccessRule = 'public' | 'authenticated' | 'self' | 'admin' | 'dev';
const rules: Record<string, AccessRule> = accessRules;

/** A guard's refusal, as plugins/auth.ts answers it (a failed login is a 401 of the route itself). */
const isRefusal = (res: { statusCode: number; body: string }) => {
  const body = safeJson(res.body);
  return (
    (res.statusCode === 401 &&
      body?.code === 'UNAUTHORIZED' &&
      body.message === guardMessages.unauthorized) ||
    (res.statusCode === 403 && body?.code === 'FORBIDDEN' && body.message === guardMessages.forbidden)
  );
};

function safeJson(body: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Routes under /api, from the live app: hidden routes included. */
const apiRoutes = (routes: Set<string>) => [...routes].filter((key) => key.split(' ')[1]!.startsWith('/api'));

let ctx: ConfiguredApp;
let routes: Set<string>;
let operations: Map<string, ApiOperation>;
let requestBodies: RequestExamples;

beforeAll(async () => {
  const collector = routeCollector();
  ctx = await createConfiguredApp({ onRoute: collector.collect });
  routes = collector.routes();
  operations = new Map((await apiOperations(ctx.app)).map((op) => [op.key, op]));
  requestBodies = await requestExamples(ctx.app);
});
afterAll(() => ctx?.close());

describe('the authorization matrix', () => {
  it('has a rule for every route under /api, and no rule for a route that does not exist', () => {
    const live = apiRoutes(routes);
    expect(live.length).toBeGreaterThan(80);
    const documented = [...operations.keys()];
    expect(
      documented.filter((key) => !routes.has(key)),
      'documented but not registered',
    ).toEqual([]);
    expect(
      live.filter((key) => !(key in rules)),
      'routes without an access rule',
    ).toEqual([]);
    expect(
      Object.keys(rules).filter((key) => !routes.has(key)),
      'rules for no route',
    ).toEqual([]);
  });

  it('answers each caller as the route’s rule says', async () => {
    const failures: string[] = [];
    let index = 0;
    for (const key of apiRoutes(routes).sort()) {
      const rule = rules[key];
      if (!rule) continue; // reported by the test above
      index += 1;
      const [user, other] = await quickShoppers(ctx.app, 2, `matrix-${index}`);
      const call = (who: Caller | null, pathUserId: number) =>
        send(ctx.app, key, operations.get(key), who, pathUserId);
      type Expectation = [
        who: string,
        caller: Caller | null,
        pathUserId: number,
        expected: 'allowed' | 401 | 403,
      ];
      const expectations: Expectation[] = [
        ['anonymous', null, user!.id, rule === 'public' || rule === 'dev' ? 'allowed' : 401],
        ['user on their own id', user!, user!.id, rule === 'admin' ? 403 : 'allowed'],
        ['admin', ctx.admin, user!.id, 'allowed'],
      ];
      if (rule === 'self') expectations.splice(1, 0, ['user on another user’s id', user!, other!.id, 403]);
      for (const [who, caller, pathUserId, expected] of expectations) {
        const res = await call(caller, pathUserId);
        const outcome = `${key} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) failures.push(`server error: ${outcome}`);
        else if (expected === 'allowed' ? isRefusal(res) : res.statusCode !== expected)
          failures.push(`expected ${expected}: ${outcome}`);
        else if (expected !== 'allowed' && !isRefusal(res))
          failures.push(`not the guard's refusal: ${outcome}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses before validating: a caller without the right token learns nothing of the input a route takes', async () => {
    const failures: string[] = [];
    const [shopper] = await quickShoppers(ctx.app, 1, 'matrix-invalid');
    for (const key of apiRoutes(routes).sort()) {
      const rule = rules[key];
      if (!rule || rule === 'public' || rule === 'dev') continue;
      const callers: [string, Caller | null, 401 | 403][] = [['anonymous', null, 401]];
      if (rule === 'admin') callers.push(['a shopper', shopper!, 403]);
      for (const [who, caller, expected] of callers) {
        const res = await sendInvalid(ctx.app, key, caller);
        const outcome = `${key} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode !== expected || !isRefusal(res)) failures.push(`expected ${expected}: ${outcome}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves the dev routes out of the production app', async () => {
    const collector = routeCollector();
    const production = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' },
      onRoute: collector.collect,
    });
    try {
      const devOnly = Object.entries(rules).filter(([, rule]) => rule === 'dev');
      expect(devOnly.length).toBeGreaterThan(0);
      for (const [key] of devOnly) {
        expect(collector.routes().has(key), key).toBe(false);
        const [method, path] = key.split(' ') as [string, string];
        const res = await production.app.inject({ method: method as 'GET', url: path });
        expect(res.statusCode, key).toBe(404);
      }
      // every other rule's route is there in production too
      const others = Object.entries(rules).filter(([, rule]) => rule !== 'dev');
      expect(others.filter(([key]) => !collector.routes().has(key)).map(([key]) => key)).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

/**
 * One call that passes the route's validation, so that what is checked is the guard and not the
 * input: path ids are `pathUserId` (the user the call is about), other values are the contract's
 * smallest valid example.
 */
function send(
  app: FastifyInstance,
  key: string,
  op: ApiOperation | undefined,
  who: Caller | null,
  pathUserId: number,
) {
  const [method, path] = key.split(' ') as [ApiOperation['method'], string];
  const pathValues: Record<string, string> = {};
  const query = new URLSearchParams();
  const headers: Record<string, string> = who ? { authorization: `Bearer ${who.token}` } : {};
  for (const param of op?.params ?? []) {
    const value =
      param.name === 'id' || param.name === 'userId' ? pathUserId : exampleOf(param.schema, param.name);
    if (param.in === 'path') pathValues[param.name] = encodeURIComponent(String(value));
    else if (param.in === 'query' && param.required) query.set(param.name, String(value));
    else if (param.in === 'header' && param.required) headers[param.name] = String(value);
  }
  const url =
    fillPath(path.replace('*', 'index.css'), pathValues) + (query.size ? `?${query.toString()}` : '');
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(op?.body ? { payload: (requestBodies[key]?.body ?? exampleOf(op.body)) as object } : {}),
  });
}

/** One call that no route would accept: path values that are no ids, a body that is not JSON. */
function sendInvalid(app: FastifyInstance, key: string, who: Caller | null) {
  const [method, path] = key.split(' ') as [ApiOperation['method'], string];
  const url = path.replace(/\{[^}]+\}/g, 'not-an-id').replace('*', 'index.css');
  const headers: Record<string, string> = who ? { authorization: `Bearer ${who.token}` } : {};
  const withBody = method !== 'GET';
  return app.inject({
    method,
    url,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    remoteAddress: nextIp(),
    ...(withBody ? { payload: '{"price": -1, "role": "admin"' } : {}),
  });
}
