import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, UserDto } from '@atlas/shared/contract/users';
import { apiRequest } from '@/lib/api-client';
import { meQuery } from '@/lib/me-query';
import { updateStoredUser } from '@/lib/session';

export const updateProfile = async (id: number, input: UpdateUserInput) =>
  (await apiRequest<UserDto>(`/users/${id}`, { method: 'PUT', body: input })).data;

export function useUpdateProfile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateProfile(id, input),
    onSuccess: (user) => {
      client.setQueryData(meQuery(id).queryKey, user);
      updateStoredUser({ fName: user.fName, lName: user.lName });
    },
  });
}
