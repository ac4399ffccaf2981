import { expect, test } from './support/test';
import { bearer, freshShopper, signInBrowser, type Session } from './support/shoppers';

/** A 4×4 grey PNG: a real image for the upload (the fake vision model answers 'leg press'). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMo75gJRwzEcQCVMhmBAAp8JQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('nutrition tools', () => {
  test('food search matches English and Arabic names, ignores a blank term and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/nutrition#know-food');
    const search = page.getByTestId('food-search');
    await search.fill('KOSHARI');
    await expect(page.getByTestId('food-result').first()).toContainText('Koshari');
    await search.fill('طعمية');
    await expect(page.getByTestId('food-result').first()).toContainText(/Ta'?ameya/i);
    await search.fill('   ');
    await expect(page.getByTestId('food-results')).toHaveCount(0);
    await expect(page.getByTestId('food-no-results')).toHaveCount(0);
    await search.fill('pizza with pineapple');
    await expect(page.getByTestId('food-no-results')).toBeVisible();
  });

  test('the meal planner switches goals', async ({ page }) => {
    await page.goto('/nutrition');
    await expect(page.getByTestId('meal-goal-title')).toHaveText('Weight Loss');
    const weightLoss = await page.getByTestId('meal-day-total').textContent();
    await page.getByTestId('meal-goal-keto').click();
    await expect(page.getByTestId('meal-goal-title')).toHaveText('Keto');
    await expect(page.getByTestId('meal-goal-keto')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('meal-day-total')).not.toHaveText(weightLoss!);
    for (const meal of ['breakfast', 'lunch', 'dinner', 'snack']) {
      await expect(page.getByTestId(`meal-${meal}`)).toBeVisible();
    }
  });

  test('a nutrient card opens its guide; an unknown nutrient is not found', async ({ page }) => {
    await page.goto('/nutrition');
    await page.getByTestId('nutrient-card-2').click();
    await expect(page).toHaveURL(/\/nutrient\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protein');
    await expect(page.getByTestId('nutrient-subcard')).toHaveCount(2);
    await expect(page.getByTestId('nutrient-subcard').first()).toContainText('Chicken');
    const missing = await page.goto('/nutrient/9');
    expect(missing!.status()).toBe(404);
  });

  test('visitors are asked to log in before a diet plan', async ({ page }) => {
    await page.goto('/nutrition#AiDiet');
    await expect(page.getByTestId('diet-login')).toContainText('Please log in to generate a diet plan.');
  });
});

test.describe('diet plan and measurements', () => {
  test('a member gets a plan, finds it in the history, and is told when the next one is due', async ({
    page,
    request,
  }) => {
    const member: Session = await freshShopper(request, 'diet');
    await signInBrowser(page, member);
    await page.goto('/nutrition#AiDiet');
    const form = page.getByTestId('diet-form');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('diet-submit')).toBeDisabled();
    await page.getByTestId('diet-age').fill('0');
    await page.getByTestId('diet-age').blur();
    await expect(form).toContainText('Age must be a whole number from 1 to 105');
    await page.getByTestId('diet-age').fill('29');
    await page.getByTestId('diet-weight').fill('78');
    await page.getByTestId('diet-height').fill('176');
    await page.getByTestId('diet-waist').fill('84');
    await page.getByTestId('diet-neck').fill('38');
    await page.getByTestId('diet-gender').selectOption('male');
    await page.getByTestId('diet-goal').selectOption('build-muscle');
    await page.getByTestId('diet-submit').click();

    const result = page.getByTestId('diet-result');
    await expect(result).toBeVisible();
    await expect(page.getByTestId('diet-figure-bmi')).toHaveText('25.2');
    await expect(page.getByTestId('diet-target')).toContainText('kcal');
    await expect(page.getByTestId('diet-supplements-link')).toHaveAttribute('href', '/supplement-plan');

    await page.getByTestId('diet-history-link').click();
    await expect(page).toHaveURL(/\/profile\/measurements$/);
    await expect(page.getByRole('heading', { name: 'Your Measurements History' })).toBeVisible();
    await expect(page.getByTestId('measurement-item')).toHaveCount(1);
    await expect(page.getByTestId('measurement-item')).toContainText('Build muscle');
    await expect(page.getByTestId('metric-bmi')).toHaveText('25.2');
    await expect(page.getByTestId('diet-plan-card')).toContainText('Breakfast');

    const { daysUntilNext } = (await (
      await request.get(`/api/users/${member.user.id}/measurements/can-request`, { headers: bearer(member) })
    ).json()) as { daysUntilNext: number };
    await page.getByTestId('new-diet-plan').click();
    await expect(page).toHaveURL(/\/nutrition#AiDiet$/);
    const limit = page.getByTestId('diet-limit');
    await expect(limit).toContainText("You've already requested a diet plan this month. Please try again in");
    await expect(limit).toContainText(`in ${daysUntilNext} day`);
    // the form starts from the last measurement, and stays blocked
    await expect(page.getByTestId('diet-weight')).toHaveValue('78');
    await expect(page.getByTestId('diet-submit')).toBeDisabled();
  });

  test('a measurement is deleted after confirming; an empty history points to the nutrition page', async ({
    page,
    request,
  }) => {
    const member = await freshShopper(request, 'measure');
    const saved = await request.post(`/api/users/${member.user.id}/measurements`, {
      headers: bearer(member),
      data: {
        age: 40,
        weight: 70,
        height: 170,
        waist: 80,
        neck: 36,
        gender: 'female',
        goal: 'maintain',
        dietPlan: 'Breakfast\n• Oats: 60 g',
      },
    });
    expect(saved.status()).toBe(201);
    await signInBrowser(page, member);
    await page.goto('/profile/measurements');
    await expect(page.getByTestId('metric-bmi')).toHaveText('24.2');
    await page.getByTestId('measurement-delete').click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('measurement-item')).toHaveCount(1);
    await page.getByTestId('measurement-delete').click();
    await expect(page.getByText('Are you sure you want to delete this measurement record?')).toBeVisible();
    await page.getByTestId('measurement-delete-confirm').click();
    await expect(page.getByTestId('measurements-empty')).toBeVisible();
    await page.getByTestId('measurements-empty').getByRole('link').click();
    await expect(page).toHaveURL(/\/nutrition#AiDiet$/);
  });
});

test.describe('contact', () => {
  test('a message is sent, the form cleared, and an admin finds it in the submissions', async ({
    page,
    request,
  }) => {
    await page.goto('/contactus');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-dialog-missing')).toContainText('Please fill out all fields');
    await page.getByRole('button', { name: 'OK' }).click();

    const name = `Nour ${Date.now()}`;
    await page.getByTestId('contact-name').fill(name);
    await page.getByTestId('contact-email').fill('nour@example.com');
    await page.getByTestId('contact-message').fill('Is the whey isolate suitable for lactose intolerance?');
    await page.getByTestId('contact-submit').click();
    const success = page.getByTestId('contact-dialog-success');
    await expect(success).toContainText('Success!');
    await expect(success).toContainText('Message sent successfully');
    await expect(page.getByTestId('contact-name')).toHaveValue('');
    await expect(page.getByTestId('contact-message')).toHaveValue('');
    // the dialog closes by itself after 3 s
    await expect(success).toBeHidden({ timeout: 6000 });

    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
    });
    await signInBrowser(page, (await login.json()) as Session);
    await page.goto('/admin/submissions');
    const card = page.getByTestId('submission').filter({ hasText: name });
    await expect(card).toContainText('nour@example.com');
    await expect(card).toContainText('lactose intolerance');
    await expect(page.getByTestId('submission').first()).toContainText(name);
    await card.getByTestId('submission-toggle').click();
    await expect(card).toContainText('Handled');
  });
});

test.describe('machine identify', () => {
  test('a photo of a machine says what it is, how to use it, and leads to its exercises', async ({
    page,
  }) => {
    await page.goto('/exercises#machineIdentify');
    const identify = page.getByTestId('machine-identify-button');
    await expect(identify).toBeDisabled();
    await page.getByTestId('machine-file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(page.getByTestId('machine-error')).toContainText('Please choose an image file');
    await expect(identify).toBeDisabled();
    await page
      .getByTestId('machine-file')
      .setInputFiles({ name: 'machine.png', mimeType: 'image/png', buffer: PNG });
    await identify.click();
    const result = page.getByTestId('machine-result');
    await expect(result.getByRole('heading', { name: 'Leg Press' })).toBeVisible();
    await expect(result).toContainText('How to use it');
    await page.getByTestId('machine-go').click();
    await expect(page).toHaveURL(/\/exercises\/gym\/legs$/);
  });

  test('the machine list still leads to the exercises without a photo', async ({ page }) => {
    await page.goto('/exercises#machineIdentify');
    await page
      .getByTestId('machine-picker')
      .getByRole('link', { name: /Leg press/ })
      .click();
    await expect(page).toHaveURL(/\/exercises\/gym\/legs$/);
  });
});
