import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplementPlanDto } from '@atlas/shared/contract/supplement-plan';
import type { Language } from '@atlas/shared/rules/locale';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import type { PlanFormInput } from '../plan-form-values';

/** Names and flavors come in the shopper's language: the language is part of every key. */
const KEY = 'supplement-plan';

/** GET /supplement-plan: the proposal for the short form's weight, goal and training days. */
export const formPlanQuery = (input: PlanFormInput, lang: Language) =>
  queryOptions({
    queryKey: [KEY, 'form', input.weightKg, input.goal, input.trainingDays, lang],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<SupplementPlanDto>('/supplement-plan', {
          signal,
          query: { weightKg: input.weightKg, goal: input.goal, trainingDays: input.trainingDays },
        })
      ).data,
    // the catalogue's prices and stock move slowly; a way back to the same answer is not asked for again
    staleTime: 60_000,
  });

/** GET /users/{id}/supplement-plan: the proposal from the member's latest diet plan (404 without one). */
export const memberPlanQuery = (userId: number, trainingDays: number, lang: Language) =>
  queryOptions({
    queryKey: [KEY, 'member', userId, trainingDays, lang],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<SupplementPlanDto>(`/users/${userId}/supplement-plan`, {
          signal,
          query: { trainingDays },
        })
      ).data,
    staleTime: 60_000,
    // a member without a diet plan is an answer, not a failure to try again
    retry: (count, error) => !isNoDietPlan(error) && count < 1,
  });

/** The member has no diet plan yet: the page offers the short form and the diet planner. */
export function isNoDietPlan(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useFormPlan(input: PlanFormInput | null) {
  const { language } = useTranslation();
  return useQuery({
    ...formPlanQuery(input ?? { weightKg: 0, goal: 'maintain', trainingDays: 0 }, language),
    enabled: input !== null,
  });
}

export function useMemberPlan(userId: number | null, trainingDays: number) {
  const { language } = useTranslation();
  return useQuery({
    ...memberPlanQuery(userId ?? 0, trainingDays, language),
    enabled: userId !== null,
    // another number of training days keeps the proposal shown until its own answer arrives
    placeholderData: keepPreviousData,
  });
}
