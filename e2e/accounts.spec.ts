import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${++seq}@example.com`;
const password = 'Strong@2026';

async function latestMail(request: APIRequestContext, to: string) {
  const mails = (await (await request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === to);
  expect(mail, `a mail to ${to}`).toBeTruthy();
  return mail!.text;
}

async function signUp(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Salma');
  await page.getByLabel('Last name').fill('Adel');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(email)).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await latestMail(request, email))![1]!;
  await page.getByTestId('otp').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
}

test.describe('accounts', () => {
  test('sign up, verify the e-mailed code, land home signed in, log out', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await signUp(page, request, email);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toMatch(/^\d+$/);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('the sign-up form keeps submit disabled while invalid and explains why', async ({ page }) => {
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill('salma@');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel(/^Password/).fill('weakpass');
    await page.getByLabel(/^Password/).blur();
    await expect(
      page.getByText(
        'Password must contain at least one uppercase letter, one number, and one special character',
      ),
    ).toBeVisible();
    await page.getByLabel(/^Confirm password/).fill('Other@2026');
    await page.getByLabel(/^Confirm password/).blur();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(submit).toBeDisabled();
  });

  test('a wrong password shows the errors on both fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('shopper@atlas.demo');
    await page.getByLabel(/^Password/).fill('Wrong@2026');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('The password is incorrect.')).toBeVisible();
    await expect(page.getByText('We could not find an account with this email and password.')).toBeVisible();
  });

  test('forgot password, reset from the e-mailed link, log in with the new password', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reset');
    await signUp(page, request, email);
    await page.evaluate(() => localStorage.clear());

    await page.goto('/forgotPassword');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for this email')).toBeVisible();

    const link = new URL(/(https?:\/\/\S+)/.exec(await latestMail(request, email))![1]!);
    await page.goto(link.pathname + link.search);
    await page.getByLabel(/^New password/).fill('Fresh@2027');
    await page.getByLabel(/^Confirm password/).fill('Fresh@2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('Fresh@2027');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  });

  test('the profile needs a login and comes back to it; settings save with a confirmation', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile/);
    await page.getByLabel('Email').fill('shopper@atlas.demo');
    await page.getByLabel(/^Password/).fill('Shopper@2026');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await expect(page.getByTestId('profile-content')).toHaveCSS('height', '650px');

    await page.getByRole('button', { name: 'Edit Info' }).click();
    await page.getByTestId('settings-mobile').fill('01001234567');
    await page.getByLabel('Female').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByTestId('settings-mobile')).toHaveValue('01001234567');
    await expect(page.getByText('Profile updated successfully!')).toBeHidden({ timeout: 5000 });

    await page.reload();
    await expect(page.getByTestId('settings-mobile')).toHaveValue('01001234567');
    await expect(page.getByLabel('Female')).toBeChecked();

    // a long order history scrolls inside its panel; the page itself ends with the footer
    await page.getByRole('link', { name: 'My orders' }).click();
    await expect(page.getByTestId('order-card').nth(5)).toBeAttached();
    const below = await page.evaluate(
      () =>
        document.documentElement.scrollHeight -
        (document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY),
    );
    expect(below).toBeLessThanOrEqual(1);
  });

  test('a signed-in shopper is sent from sign-up to the profile, and a non-admin away from admin', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('shopper@atlas.demo');
    await page.getByLabel(/^Password/).fill('Shopper@2026');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the password page checks the fields and changes the password', async ({ page, request }) => {
    const email = uniqueEmail('password');
    await signUp(page, request, email);
    await page.goto('/profile/passwords');
    await expect(page.getByLabel('Full name')).toHaveValue('Salma Adel');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('All fields are required')).toBeVisible();
    await page.getByTestId('password-currentPassword').fill(password);
    await page.getByTestId('password-newPassword').fill('Next@2027');
    await page.getByTestId('password-confirmPassword').fill('Other@2027');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();
    await page.getByTestId('password-confirmPassword').fill('Next@2027');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    // still signed in, on a fresh session
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Salma Adel');
  });

  test('the whole sign-up in Arabic', async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
    const email = uniqueEmail('arabic');
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('الاسم الأول').fill('سلمى');
    await page.getByLabel('اسم العائلة').fill('عادل');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel(/^كلمة المرور/).fill(password);
    await page.getByLabel(/^تأكيد كلمة المرور/).fill(password);
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByTestId('otp')).toBeVisible();
    const mail = await latestMail(request, email);
    expect(mail).toContain('رمز التحقق');
    await page.getByTestId('otp').fill(/\b(\d{6})\b/.exec(mail)![1]!);
    await page.getByRole('button', { name: 'تحقّق' }).click();
    await expect(page.getByRole('link', { name: 'حسابي' })).toBeVisible();
  });
});
