import { useMutation } from '@tanstack/react-query';
import type { SessionDto } from '@atlas/shared/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export async function googleSignIn(credential: string): Promise<SessionDto> {
  const { data } = await apiRequest<SessionDto>('/auth/google', { method: 'POST', body: { credential } });
  saveSession(data);
  return data;
}

export const useGoogleSignIn = () => useMutation({ mutationFn: googleSignIn });
