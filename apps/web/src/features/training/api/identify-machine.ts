import { useMutation } from '@tanstack/react-query';
import type { MachineIdentifyDto } from '@atlas/shared/contract/nutrition';
import { apiRequest } from '@/lib/api-client';

/** POST /gym-machine/identify?format=json with the photo as multipart field "image". */
export function useIdentifyMachine() {
  return useMutation({
    mutationFn: async (photo: File) => {
      const body = new FormData();
      body.append('image', photo);
      return (
        await apiRequest<MachineIdentifyDto>('/gym-machine/identify', {
          method: 'POST',
          query: { format: 'json' },
          body,
        })
      ).data;
    },
  });
}
