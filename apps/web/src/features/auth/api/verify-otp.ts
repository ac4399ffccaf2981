import { useMutation } from '@tanstack/react-query';
import type { SessionDto } from '@atlas/shared/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export async function verifyOtp(input: { email: string; otp: string }): Promise<SessionDto> {
  const { data } = await apiRequest<SessionDto>('/auth/verify-otp', { method: 'POST', body: input });
  saveSession(data);
  return data;
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
