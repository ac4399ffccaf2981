import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const resendOtp = async (email: string) =>
  (await apiRequest<{ message: string }>('/auth/resend-otp', { method: 'POST', body: { email } })).data;

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
