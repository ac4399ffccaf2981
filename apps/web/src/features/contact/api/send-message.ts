import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactSubmissionDto } from '@atlas/shared/contract/nutrition';
import { apiRequest } from '@/lib/api-client';

/** POST /contact. */
export function useSendMessage() {
  return useMutation({
    mutationFn: async (message: ContactInput) =>
      (await apiRequest<ContactSubmissionDto>('/contact', { method: 'POST', body: message })).data,
  });
}
