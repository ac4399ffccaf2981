import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MealPlanDto } from '@atlas/shared/contract/nutrition';
import { mealPlannerQuery, plannerView } from './list-meal-plans';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiRequest }));

const plan = (goal: string) => ({ goal, id: goal }) as unknown as MealPlanDto;
const plans = [plan('weight-loss'), plan('keto'), plan('balanced')];

describe('plannerView', () => {
  it('carries every goal and one goal’s day', () => {
    expect(plannerView(plans, 'keto')).toEqual({
      goals: ['weight-loss', 'keto', 'balanced'],
      plan: plans[1],
    });
  });

  it('falls back to the first goal', () => {
    expect(plannerView(plans, 'unknown').plan).toBe(plans[0]);
  });
});

describe('mealPlannerQuery', () => {
  it('asks for the whole list once, whatever goals are chosen after', async () => {
    const client = new QueryClient();
    apiRequest.mockResolvedValue({ data: plans });
    const keto = await client.fetchQuery(mealPlannerQuery(client, 'keto', 'en'));
    const balanced = await client.fetchQuery(mealPlannerQuery(client, 'balanced', 'en'));
    expect(keto.plan.goal).toBe('keto');
    expect(balanced.plan.goal).toBe('balanced');
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest).toHaveBeenCalledWith('/meal-plans', expect.anything());
  });
});
