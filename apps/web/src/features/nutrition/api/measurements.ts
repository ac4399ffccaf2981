import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CanRequestDto,
  DietFormInput,
  DietPlanResultDto,
  MeasurementDto,
} from '@atlas/shared/contract/nutrition';
import { apiRequest } from '@/lib/api-client';

/** Every query of a member's plans starts with this key: a new plan or a deletion refreshes them all. */
const KEY = 'measurements';

/** The service-level failures are logged in the spec's words, then shown by the screen. */
async function logged<T>(message: string, work: Promise<{ data: T }>): Promise<T> {
  try {
    return (await work).data;
  } catch (error) {
    console.error(message, error);
    throw error;
  }
}

export const eligibilityQuery = (userId: number) =>
  queryOptions({
    queryKey: [KEY, userId, 'can-request'],
    queryFn: ({ signal }) =>
      logged(
        'Failed to check request eligibility',
        apiRequest<CanRequestDto>(`/users/${userId}/measurements/can-request`, { signal }),
      ),
  });

export function useEligibility(userId: number | undefined) {
  return useQuery({ ...eligibilityQuery(userId ?? 0), enabled: userId !== undefined });
}

export const measurementsQuery = (userId: number) =>
  queryOptions({
    queryKey: [KEY, userId, 'list'],
    queryFn: ({ signal }) =>
      logged(
        'Failed to retrieve measurements',
        apiRequest<MeasurementDto[]>(`/users/${userId}/measurements`, { signal }),
      ),
  });

export function useMeasurements(userId: number) {
  return useQuery(measurementsQuery(userId));
}

/** POST /diet-plan?format=json: the engine's plan, saved by the server as this month's measurement. */
export function useCreateDietPlan(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: DietFormInput) =>
      logged(
        'Failed to save measurements',
        apiRequest<DietPlanResultDto>('/diet-plan', {
          method: 'POST',
          query: { format: 'json' },
          body: form,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY, userId] }),
  });
}

export function useDeleteMeasurement(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await logged(
        'Failed to delete measurement',
        apiRequest(`/users/${userId}/measurements/${id}`, { method: 'DELETE' }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY, userId] }),
  });
}

/** GET /users/{id}/measurements/latest: the newest record, or null when there is none. */
export const latestMeasurementQuery = (userId: number) =>
  queryOptions({
    queryKey: [KEY, userId, 'latest'],
    queryFn: ({ signal }) =>
      logged(
        'Failed to retrieve latest measurement',
        apiRequest<MeasurementDto>(`/users/${userId}/measurements/latest`, { signal }),
      ).catch((error: unknown) => {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }),
  });

export function useLatestMeasurement(userId: number | undefined) {
  return useQuery({ ...latestMeasurementQuery(userId ?? 0), enabled: userId !== undefined });
}
