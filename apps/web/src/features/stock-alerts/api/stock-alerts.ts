import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StockAlertAnswerDto,
  StockAlertDto,
  StockAlertLinkDto,
  WantedFlavorDto,
} from '@atlas/shared/contract/stock-alerts';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

export const ownAlertsKey = (userId: number) => ['stock-alerts', userId] as const;

export const ownAlertsQuery = (userId: number) =>
  queryOptions({
    queryKey: ownAlertsKey(userId),
    queryFn: async ({ signal }) => (await apiRequest<StockAlertDto[]>('/stock-alerts', { signal })).data,
  });

/** The signed-in shopper's waiting alerts; nothing for a visitor. */
export function useOwnAlerts() {
  const { user } = useSession();
  return useQuery({ ...ownAlertsQuery(user?.id ?? 0), enabled: user !== null });
}

export interface AskInput {
  productId: number;
  flavor: string;
  /** A visitor's address; a signed-in shopper's account address is used instead. */
  email?: string;
}

export function useAskForAlert() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (input: AskInput) =>
      (
        await apiRequest<StockAlertAnswerDto>('/stock-alerts', {
          method: 'POST',
          body: { ...input, lang: currentLanguage() },
        })
      ).data,
    onSuccess: () => {
      if (user) void client.invalidateQueries({ queryKey: ownAlertsKey(user.id) });
    },
  });
}

export function useCancelAlert() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (alertId: number) =>
      (await apiRequest<StockAlertDto[]>(`/stock-alerts/${alertId}`, { method: 'DELETE' })).data,
    onSuccess: (list) => {
      if (user) client.setQueryData(ownAlertsKey(user.id), list);
    },
  });
}

export type LinkAction = 'confirm' | 'unsubscribe';

/** Opens a confirmation or unsubscribe link from an e-mail (a POST: a mail scanner's GET changes nothing). */
export function useAlertLink() {
  return useMutation({
    mutationFn: async ({ action, alert, token }: { action: LinkAction; alert: string; token: string }) =>
      (
        await apiRequest<StockAlertLinkDto>(`/stock-alerts/${action}`, {
          method: 'POST',
          body: { alert, token },
        })
      ).data,
  });
}

export function useWantedFlavors() {
  return useQuery({
    queryKey: ['admin', 'stock-alerts', 'wanted', currentLanguage()],
    queryFn: async ({ signal }) =>
      (await apiRequest<WantedFlavorDto[]>('/admin/stock-alerts/wanted', { signal, query: { limit: 10 } }))
        .data,
  });
}
