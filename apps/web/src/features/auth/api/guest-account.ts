import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  GuestAccountInput,
  GuestAccountOfferDto,
  GuestAccountResultDto,
} from '@atlas/shared/contract/guest';
import { apiRequest } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

/** Who the e-mailed link is for (400 INVALID_GUEST_TOKEN when it is not valid). */
export const guestAccountOfferQuery = (token: string) =>
  queryOptions({
    queryKey: ['guest-account', token],
    queryFn: async ({ signal }) =>
      (await apiRequest<GuestAccountOfferDto>('/guest/account', { query: { token }, signal })).data,
    retry: false,
    staleTime: Infinity,
  });

export const useGuestAccountOffer = (token: string) =>
  useQuery({ ...guestAccountOfferQuery(token), enabled: token !== '' });

/** Creates the account from the link, signed in at once; or says the e-mail already had one. */
export async function createGuestAccount(input: GuestAccountInput): Promise<GuestAccountResultDto> {
  const { data } = await apiRequest<GuestAccountResultDto>('/guest/account', { method: 'POST', body: input });
  if (data.kind === 'created') saveSession(data.session);
  return data;
}

export const useCreateGuestAccount = () => useMutation({ mutationFn: createGuestAccount });
