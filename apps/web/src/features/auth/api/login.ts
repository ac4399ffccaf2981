import { useMutation } from '@tanstack/react-query';
import type { LoginInput, SessionDto } from '@atlas/shared/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export type LoginAnswer = SessionDto | { requiresVerification: true; email: string; message: string };

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const { data } = await apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body: input });
  if ('access_token' in data) saveSession(data);
  return data;
}

export const useLogin = () => useMutation({ mutationFn: login });
