import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResetPasswordInput } from '@atlas/shared/contract/auth';
import { apiRequest } from '@/lib/api-client';

export const resetPassword = async (input: z.input<typeof ResetPasswordInput>) =>
  (await apiRequest<{ message: string }>('/auth/reset-password', { method: 'POST', body: input })).data;

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
