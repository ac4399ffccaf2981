import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@atlas/shared/contract/users';
import { API_BASE, toApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { meQuery } from '@/lib/me-query';
import { getAccessToken } from '@/lib/session';

/** Multipart upload through XMLHttpRequest, which reports upload progress (fetch does not). */
export function uploadAvatar(
  id: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UserDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${API_BASE}/users/${id}`);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new Error('network'));
    xhr.onload = () => {
      const res = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': 'application/json' },
      });
      if (xhr.status >= 200 && xhr.status < 300) void res.json().then((u) => resolve(u as UserDto), reject);
      else void toApiError(res).then(reject);
    };
    const body = new FormData();
    body.append('avatar', file);
    xhr.send(body);
  });
}

export function useUploadAvatar(id: number, onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(id, file, onProgress),
    onSuccess: (user) => client.setQueryData(meQuery(id).queryKey, user),
  });
}
