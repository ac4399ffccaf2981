import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const forgotPassword = async (email: string) =>
  (await apiRequest<{ message: string }>('/auth/forgot-password', { method: 'POST', body: { email } })).data;

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
