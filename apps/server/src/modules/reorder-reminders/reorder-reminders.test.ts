import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import { REORDER_LEAD_DAYS } from '@atlas/shared/rules/reorder-reminder';
import {
  measurements,
  orders,
  outboxMessages,
  products,
  reorderReminders,
  users,
} from '../../db/schema/index';
import { callAs, quickShoppers, type CallArgs, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createReorderReminderSender, sendDueReminders } from './reorder-reminder-sender';

let t: TestContext;
let clock = new Date();
const DAY = 24 * 60 * 60_000;
let seq = 0;

const call = (...args: CallArgs) => callAs(t.app, ...args);
const address = { street: '5 Tahrir St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' };

const facts = (servingsPerContainer: number, proteinG = 0, caffeineMg = 0): SupplementFacts => ({
  servingSize: 30,
  servingUnit: 'g',
  containerSize: 30 * servingsPerContainer,
  servingsPerContainer,
  maxServingsPerDay: 3,
  perServing: {
    energyKcal: 100,
    proteinG,
    carbsG: 0,
    sugarG: 0,
    fatG: 0,
    creatineMg: 0,
    caffeineMg,
    actives: [],
  },
  allergens: ['milk'],
  suitableFor: [],
});

/** Products without flavors, each with its own label: the due dates below follow from these. */
let whey: number; // Protein, 60 servings of 25 g
let creatine: number; // Creatine, 50 servings
let preWorkout: number; // Pre Workout, 30 servings
let shaker: number; // no facts

async function product(nameEn: string, nameAr: string, category: string, f: SupplementFacts | null) {
  const [row] = await t.app.db
    .insert(products)
    .values({
      nameEn,
      nameAr,
      category,
      brand: 'Atlas',
      pricePiastres: 50_000,
      quantity: 10_000,
      inStock: true,
      facts: f,
    })
    .returning({ id: products.id });
  return row!.id;
}

const newShopper = async () => (await quickShoppers(t.app, 1, `reminder-${++seq}`))[0]!;

/** Puts the lines in the shopper's cart and places a cash-on-delivery order; its id. */
async function order(shopper: Caller, lines: [productId: number, quantity: number][]): Promise<number> {
  for (const [productId, quantity] of lines) {
    const res = await call(shopper, 'POST', '/api/cart/add', { productId, quantity });
    expect(res.statusCode, res.body).toBe(200);
  }
  const placed = await call(shopper, 'POST', `/api/users/${shopper.id}/orders`, {
    paymentMethod: 'cod',
    address,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id as number;
}

async function reminderOf(orderId: number) {
  const [row] = await t.app.db.select().from(reorderReminders).where(eq(reorderReminders.orderId, orderId));
  return row;
}

async function remindersTo(email: string) {
  const mails = await t.app.db
    .select({ subject: outboxMessages.subject, text: outboxMessages.text, html: outboxMessages.html })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(asc(outboxMessages.id));
  return mails.filter((m) => /running (low|out)|قاربت مكملاتك/.test(m.subject));
}

/** Moves the clock to `at` and runs the sweeper, as its hourly tick would. */
async function sweepAt(at: Date) {
  clock = at;
  return t.app.reorderReminders.drain();
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  whey = await product('Test Whey', 'واي تجريبي', 'Protein', facts(60, 25));
  creatine = await product('Test Creatine', 'كرياتين تجريبي', 'Creatine', facts(50));
  preWorkout = await product('Test Pump', 'مضخة تجريبية', 'Pre Workout', facts(30, 0, 150));
  shaker = await product('Test Shaker', 'شيكر تجريبي', 'Accessories', null);
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date();
});

describe('scheduling', () => {
  it('one reminder per order, LEAD_DAYS before the first product runs out at a serving a day', async () => {
    const shopper = await newShopper();
    const placedAt = clock;
    // whey 60 days, creatine 50, pre-workout 70 (30 on 3 days a week): creatine first
    const id = await order(shopper, [
      [whey, 1],
      [creatine, 1],
      [preWorkout, 1],
      [shaker, 2],
    ]);
    const reminder = await reminderOf(id);
    expect(reminder).toMatchObject({ userId: shopper.id, status: 'scheduled', sentAt: null });
    expect(new Date(reminder!.dueAt).getTime()).toBe(placedAt.getTime() + (50 - REORDER_LEAD_DAYS) * DAY);
    expect(
      await t.app.db.select().from(reorderReminders).where(eq(reorderReminders.orderId, id)),
    ).toHaveLength(1);
  });

  it('sizes the servings to the shopper’s diet plan', async () => {
    const shopper = await newShopper();
    // a 50 g protein gap: 2 servings of 25 g a day, so the tub lasts 30 days, before the creatine's 50
    await t.app.db.insert(measurements).values({
      userId: shopper.id,
      age: 30,
      gender: 'male',
      weight: '80.00',
      height: '180.00',
      waist: '85.00',
      neck: '38.00',
      goal: 'build-muscle',
      dietPlan: 'Eat well.',
      planData: {
        target: { calories: 2800, protein: 160, carbs: 300, fat: 80 },
        totals: { calories: 2500, protein: 110, carbs: 280, fat: 70 },
      },
    });
    const placedAt = clock;
    const id = await order(shopper, [
      [whey, 1],
      [creatine, 1],
    ]);
    expect(new Date((await reminderOf(id))!.dueAt).getTime()).toBe(
      placedAt.getTime() + (30 - REORDER_LEAD_DAYS) * DAY,
    );
    // two tubs last twice as long: then the creatine runs out first
    const two = await order(shopper, [
      [whey, 2],
      [creatine, 1],
    ]);
    expect(new Date((await reminderOf(two))!.dueAt).getTime()).toBe(
      clock.getTime() + (50 - REORDER_LEAD_DAYS) * DAY,
    );
  });

  it('none for an order without a supplement with facts', async () => {
    const shopper = await newShopper();
    const id = await order(shopper, [[shaker, 1]]);
    expect(await reminderOf(id)).toBeUndefined();
  });
});

describe('sending', () => {
  it('sends once, on the due day and not a day early, in the shopper’s language with the links', async () => {
    const shopper = await newShopper();
    const id = await order(shopper, [
      [creatine, 1],
      [shaker, 1],
    ]);
    const due = new Date((await reminderOf(id))!.dueAt);

    await sweepAt(new Date(due.getTime() - DAY));
    expect(await remindersTo(shopper.email)).toHaveLength(0);
    expect((await reminderOf(id))!.status).toBe('scheduled');

    await sweepAt(new Date(due.getTime() + 60_000));
    const sent = await remindersTo(shopper.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your supplements should be running low');
    expect(sent[0]!.text).toContain(`order #${id}`);
    expect(sent[0]!.text).toContain('- Test Creatine');
    expect(sent[0]!.text).toContain('- Test Shaker');
    expect(sent[0]!.text).toContain(`/reorder/${id}?lang=en`);
    expect(sent[0]!.text).toContain('/profile/settings?lang=en');
    expect(sent[0]!.html).toContain(`/reorder/${id}?lang=en`);
    const row = await reminderOf(id);
    expect(row).toMatchObject({ status: 'sent' });
    expect(new Date(row!.sentAt!).getTime()).toBe(clock.getTime());

    // the next sweeps send nothing more
    await sweepAt(new Date(due.getTime() + 2 * DAY));
    expect(await remindersTo(shopper.email)).toHaveLength(1);
  });

  it('writes in Arabic to a shopper whose account is in Arabic', async () => {
    const shopper = await newShopper();
    await t.app.db.update(users).set({ locale: 'ar', fName: 'سلمى' }).where(eq(users.id, shopper.id));
    const id = await order(shopper, [[whey, 1]]);
    await sweepAt(new Date(new Date((await reminderOf(id))!.dueAt).getTime() + 1));
    const [mail] = await remindersTo(shopper.email);
    expect(mail!.subject).toBe('قاربت مكملاتك على النفاد');
    expect(mail!.text).toContain('مرحبًا سلمى،');
    expect(mail!.text).toContain('- واي تجريبي');
    expect(mail!.text).toContain(`/reorder/${id}?lang=ar`);
    expect(mail!.html).toContain('dir="rtl"');
  });

  it('sends nothing to a shopper who turned reminders off (skipped), and again once turned on for later orders', async () => {
    const shopper = await newShopper();
    const id = await order(shopper, [[creatine, 1]]);
    const off = await call(shopper, 'PATCH', `/api/users/${shopper.id}`, { reorderReminders: false });
    expect(off.json()).toMatchObject({ reorderReminders: false });
    const due = new Date((await reminderOf(id))!.dueAt);
    await sweepAt(new Date(due.getTime() + 1));
    expect(await remindersTo(shopper.email)).toHaveLength(0);
    expect((await reminderOf(id))!.status).toBe('skipped');
    // turning them back on does not bring a skipped one back
    await call(shopper, 'PATCH', `/api/users/${shopper.id}`, { reorderReminders: true });
    await sweepAt(new Date(due.getTime() + DAY));
    expect(await remindersTo(shopper.email)).toHaveLength(0);
  });

  it('skips when the shopper has ordered one of the products again since, and not for another product', async () => {
    const shopper = await newShopper();
    const first = await order(shopper, [
      [creatine, 1],
      [shaker, 1],
    ]);
    // a later order of something else leaves the reminder as it is
    const unrelated = await order(shopper, [[preWorkout, 1]]);
    // the one-tap reorder puts the creatine back in the cart, and the shopper orders it
    clock = new Date(clock.getTime() + 20 * DAY);
    const res = await call(shopper, 'POST', `/api/users/${shopper.id}/orders/${first}/reorder`);
    expect(res.statusCode, res.body).toBe(200);
    const again = await call(shopper, 'POST', `/api/users/${shopper.id}/orders`, {
      paymentMethod: 'cod',
      address,
    });
    expect(again.statusCode, again.body).toBe(201);

    const due = new Date((await reminderOf(first))!.dueAt);
    await sweepAt(new Date(due.getTime() + 1));
    expect((await reminderOf(first))!.status).toBe('skipped');
    expect((await reminderOf(unrelated))!.status).toBe('scheduled');
    expect((await reminderOf(again.json().id))!.status).toBe('scheduled');
    expect(await remindersTo(shopper.email)).toHaveLength(0);
  });

  it('an order ordered again but cancelled since does not count; a cancelled order is skipped', async () => {
    const shopper = await newShopper();
    const first = await order(shopper, [[creatine, 1]]);
    const cancelledLater = await order(shopper, [[creatine, 1]]);
    await t.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelledLater));
    const other = await newShopper();
    const cancelled = await order(other, [[creatine, 1]]);
    await t.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled));
    const unpaid = await order(other, [[whey, 1]]);
    await t.app.db.update(orders).set({ paymentStatus: 'awaiting' }).where(eq(orders.id, unpaid));

    await sweepAt(new Date(clock.getTime() + 100 * DAY));
    expect((await reminderOf(first))!.status).toBe('sent');
    expect((await reminderOf(cancelled))!.status).toBe('skipped');
    expect((await reminderOf(unpaid))!.status).toBe('skipped');
    expect(await remindersTo(shopper.email)).toHaveLength(1);
    expect(await remindersTo(other.email)).toHaveLength(0);
  });

  it('sweepers running at once (as several processes do) send each reminder once', async () => {
    const shoppers = await quickShoppers(t.app, 6, `reminder-parallel-${++seq}`);
    const ids: number[] = [];
    for (const shopper of shoppers) ids.push(await order(shopper, [[creatine, 1]]));
    clock = new Date(clock.getTime() + 60 * DAY);
    const ctx = { db: t.app.db, mailer: t.app.mailer, publicUrl: t.env.PUBLIC_URL, now: () => clock };
    const other = createReorderReminderSender(ctx, t.app.log);
    const sent = await Promise.all([
      t.app.reorderReminders.drain(),
      other.drain(),
      sendDueReminders(ctx),
      sendDueReminders(ctx),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(shoppers.length);
    for (const [i, shopper] of shoppers.entries()) {
      expect(await remindersTo(shopper.email), shopper.email).toHaveLength(1);
      expect((await reminderOf(ids[i]!))!.status).toBe('sent');
    }
  });
});
