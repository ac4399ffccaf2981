import { useMutation } from '@tanstack/react-query';
import type { MachineIdentifyDto } from '@atlas/shared/contract/nutrition';
import { ApiError, buildUrl, toApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** The server's photo limit, checked here first so a large file is not sent for nothing. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** POST /gym-machine/identify?format=json with the photo as multipart field "image". */
export function useIdentifyMachine() {
  return useMutation({
    mutationFn: async (photo: File): Promise<MachineIdentifyDto> => {
      const body = new FormData();
      body.append('image', photo);
      let res: Response;
      try {
        res = await fetch(buildUrl('/gym-machine/identify', { format: 'json' }), {
          method: 'POST',
          body,
          headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
          credentials: 'include',
        });
      } catch {
        throw new ApiError(0, 'NETWORK_ERROR', 'Server error');
      }
      if (!res.ok) throw await toApiError(res);
      return (await res.json()) as MachineIdentifyDto;
    },
  });
}
