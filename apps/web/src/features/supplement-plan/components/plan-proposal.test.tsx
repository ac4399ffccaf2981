import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { SupplementPlanDto, SupplementPlanLineDto } from '@atlas/shared/contract/supplement-plan';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import type { CartLineAdder, LineOutcome } from '../add-all';
import { PlanProposal } from './plan-proposal';

const resources = loadResources();

const protein: SupplementPlanLineDto = {
  role: 'protein',
  productId: 11,
  name: 'Gold Whey',
  image: '/media/whey.webp',
  flavor: 'Chocolate',
  flavorLabel: 'Chocolate',
  price: 2400,
  pricePerServing: 34.29,
  servingsPerDay: 2,
  servingsPerWeek: 14,
  daysContainerLasts: 35,
  costPerMonth: 2057.14,
  reason: { key: 'plan.reason.protein', params: { servings: 2, gapG: 44, days: 35 } },
};
const creatine: SupplementPlanLineDto = {
  role: 'creatine',
  productId: 12,
  name: 'Creatine Monohydrate',
  image: '/media/creatine.webp',
  flavor: null,
  flavorLabel: null,
  price: 900,
  pricePerServing: 9,
  servingsPerDay: 1,
  servingsPerWeek: 7,
  daysContainerLasts: 100,
  costPerMonth: 270,
  reason: { key: 'plan.reason.creatine', params: { days: 100 } },
};
const preWorkout: SupplementPlanLineDto = {
  role: 'pre-workout',
  productId: 13,
  name: 'Pump Pre',
  image: '/media/pre.webp',
  flavor: 'Blue Raspberry',
  flavorLabel: 'Blue Raspberry',
  price: 1200,
  pricePerServing: 40,
  servingsPerDay: 0.57,
  servingsPerWeek: 4,
  daysContainerLasts: 52,
  costPerMonth: 685.71,
  reason: { key: 'plan.reason.preWorkout', params: { trainingDays: 4, days: 52 } },
};
const plan: SupplementPlanDto = {
  source: 'form',
  needs: {
    proteinTargetG: 144,
    proteinFromMealsG: 100,
    trainingDaysPerWeek: 4,
    goal: 'build-muscle',
    avoid: [],
  },
  lines: [protein, creatine, preWorkout],
  costPerMonth: 3012.85,
};

function renderProposal(value: SupplementPlanDto, add: CartLineAdder, language: Language = 'en') {
  render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <MemoryRouter>
          <PlanProposal plan={value} add={add} />
        </MemoryRouter>
      </TranslationProvider>
    </MantineProvider>,
  );
}

const card = (productId: number) =>
  within(screen.getAllByTestId('plan-line').find((li) => li.dataset.productId === String(productId))!);

describe('the proposal', () => {
  it('shows each line with its role, flavor, servings, days, prices and reason, and the month', () => {
    renderProposal(plan, vi.fn());
    expect(screen.getAllByTestId('plan-line')).toHaveLength(3);
    const whey = card(11);
    expect(whey.getByText('Gold Whey')).toBeTruthy();
    expect(whey.getByTestId('plan-line-role').textContent).toBe('Protein');
    expect(whey.getByTestId('plan-line-flavor').textContent).toBe('Flavor: Chocolate');
    expect(whey.getByTestId('plan-line-servings').textContent).toBe('2 a day');
    expect(whey.getByTestId('plan-line-lasts').textContent).toBe('35 days');
    expect(whey.getByTestId('plan-line-serving').textContent).toBe('34.29 EGP');
    expect(whey.getByTestId('plan-line-month').textContent).toBe('2,057.14 EGP');
    expect(whey.getByTestId('plan-line-reason').textContent).toBe(
      '2 servings a day cover the 44 g of protein your meals leave; one container lasts 35 days.',
    );
    expect(card(12).queryByTestId('plan-line-flavor')).toBeNull();
    expect(card(13).getByTestId('plan-line-flavor').textContent).toBe('Flavor: Blue Raspberry');
    expect(card(12).getByTestId('plan-line-reason').textContent).toContain('one container lasts 100 days.');
    // a pre-workout is taken on training days: counted a week
    expect(card(13).getByTestId('plan-line-servings').textContent).toBe('4 a week');
    expect(card(13).getByTestId('plan-line-reason').textContent).toBe(
      'One serving before each of your 4 training days a week; one container lasts 52 days.',
    );
    expect(screen.getByTestId('plan-total').textContent).toBe('3,012.85 EGP');
    expect(screen.getByTestId('plan-needs').textContent).toContain('about 144 g of protein a day');
  });

  it('names the allergens the proposal avoids, and nothing when it avoids none', () => {
    renderProposal({ ...plan, needs: { ...plan.needs, avoid: ['milk', 'gluten'] } }, vi.fn());
    expect(screen.getByTestId('plan-avoiding').textContent).toBe(
      'Free of milk, gluten, as your profile asks.',
    );
  });

  it('says nothing of allergens when none are avoided', () => {
    renderProposal(plan, vi.fn());
    expect(screen.queryByTestId('plan-avoiding')).toBeNull();
  });

  it('names no flavor for a product sold as Unflavored', () => {
    renderProposal(
      { ...plan, lines: [{ ...creatine, flavor: 'Unflavored', flavorLabel: 'Unflavored' }] },
      vi.fn(),
    );
    expect(screen.queryByTestId('plan-line-flavor')).toBeNull();
  });

  it('says one serving and one day in the singular', () => {
    const one = {
      ...protein,
      reason: { key: 'plan.reason.protein', params: { servings: 1, gapG: 12, days: 1 } },
    };
    renderProposal({ ...plan, lines: [one] }, vi.fn());
    expect(screen.getByTestId('plan-line-reason').textContent).toBe(
      '1 serving a day covers the 12 g of protein your meals leave; one container lasts 1 day.',
    );
  });

  it('writes the reasons in Arabic', () => {
    renderProposal(plan, vi.fn(), 'ar');
    expect(card(11).getByTestId('plan-line-reason').textContent).toBe(
      'حصتان يوميًا تغطيان ٤٤ غ من البروتين الذي لا توفّره وجباتك، وتكفي العبوة الواحدة لمدة ٣٥ يومًا.',
    );
    expect(card(13).getByTestId('plan-line-reason').textContent).toBe(
      'حصة واحدة قبل كل تمرين، أي ٤ أيام تمرين في الأسبوع، وتكفي العبوة الواحدة لمدة ٥٢ يومًا.',
    );
    expect(card(11).getByTestId('plan-line-role').textContent).toBe('بروتين');
  });

  it('explains an empty proposal instead of offering a cart button', () => {
    renderProposal(
      {
        ...plan,
        needs: { ...plan.needs, proteinFromMealsG: 144, trainingDaysPerWeek: 1 },
        lines: [],
        costPerMonth: 0,
      },
      vi.fn(),
    );
    expect(screen.getByTestId('plan-empty').textContent).toContain(
      'Your meals already cover your protein, and with 1 training day a week',
    );
    expect(screen.queryByTestId('plan-add-all')).toBeNull();
  });

  it('adds every line with its flavor in one tap and says plainly which one could not be added', async () => {
    const outcomes: Record<number, LineOutcome> = { 11: 'added', 12: 'sold-out', 13: 'added' };
    const add = vi.fn<CartLineAdder>(async (line) => outcomes[line.productId]!);
    renderProposal(plan, add);
    fireEvent.click(screen.getByTestId('plan-add-all'));
    expect(await screen.findByTestId('plan-add-result')).toBeTruthy();
    expect(add.mock.calls.map(([line]) => line)).toEqual([
      { productId: 11, flavor: 'Chocolate' },
      { productId: 12, flavor: null },
      { productId: 13, flavor: 'Blue Raspberry' },
    ]);
    expect(screen.getByTestId('plan-added').textContent).toBe('2 products went into your cart. View cart');
    expect(screen.getByTestId('plan-view-cart').getAttribute('href')).toBe('/cart');
    expect(screen.getAllByTestId('plan-missed').map((p) => p.textContent)).toEqual([
      'Creatine Monohydrate was not added: it has just sold out.',
    ]);
  });

  it('stops at an ended session, and keeps going past a failed line', async () => {
    const add = vi.fn<CartLineAdder>(async (line) => (line.productId === 11 ? 'failed' : 'signed-out'));
    renderProposal(plan, add);
    fireEvent.click(screen.getByTestId('plan-add-all'));
    await screen.findByTestId('plan-add-result');
    expect(add).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('plan-added').textContent).toBe('Nothing could be added to your cart.');
    expect(screen.queryByTestId('plan-view-cart')).toBeNull();
    expect(screen.getAllByTestId('plan-missed').map((p) => p.textContent)).toEqual([
      'Gold Whey (Chocolate) could not be added. Please try again.',
      'Creatine Monohydrate was not added: your session has ended. Sign in and try again.',
      'Pump Pre (Blue Raspberry) was not added: your session has ended. Sign in and try again.',
    ]);
  });
});
