import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** What login and verify-otp answer. */
export interface Session {
  access_token: string;
  token: string;
  user: { id: number; email?: string };
}

export const password = 'Strong@2026';
let seq = 0;

/**
 * A fresh, verified shopper made through the API (register, the code from the dev outbox,
 * verify), so a test file's carts, favourites and orders are its own.
 */
export async function freshShopper(request: APIRequestContext, tag = 'shopper'): Promise<Session> {
  const email = `${tag}.${Date.now()}.${++seq}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { fName: 'Test', lName: tag, email, password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mails = (await (await request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
  const otp = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)!.text)![1]!;
  const res = await request.post('/api/auth/verify-otp', { data: { email, otp } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Session;
}

/** A path of the shop's origin that no route serves, answered in the browser by signInBrowser. */
const blankPath = '/e2e-blank';

export const bearer = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });

/**
 * Signs the browser in by storing the session where the app keeps it, optionally
 * in Arabic. Favourites made through the API must exist before this: the page caches them.
 */
export async function signInBrowser(page: Page, session: Session, lang?: 'en' | 'ar'): Promise<void> {
  // localStorage belongs to the origin, so any page of it will do: one the browser answers itself
  // spares a whole render of the home page before every journey that signs in
  await page.route(blankPath, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html data-ready><title>blank</title></html>',
    }),
  );
  await page.goto(blankPath);
  await page.unroute(blankPath);
  await page.evaluate(
    ({ s, l }) => {
      localStorage.setItem('access_token', s.access_token);
      localStorage.setItem('token', s.token);
      localStorage.setItem('userId', String(s.user.id));
      localStorage.setItem('user', JSON.stringify(s.user));
      if (l) localStorage.setItem('lang', l);
    },
    { s: session, l: lang },
  );
}
