import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@atlas/shared/contract/auth';
import { apiRequest } from '@/lib/api-client';

export const register = async (input: RegisterInput) =>
  (await apiRequest<{ message: string; email: string }>('/auth/register', { method: 'POST', body: input }))
    .data;

export const useRegister = () => useMutation({ mutationFn: register });
