import type { UploadedImageDto } from '@atlas/shared/contract/admin';
import { ApiError, buildUrl, refreshAccessToken } from './api-client';
import { currentLanguage } from './i18n';
import { clearSession, getAccessToken } from './session';

export type ImageKind = 'product' | 'flavor' | 'trainer';

function post(file: File, kind: ImageKind, onProgress: (fraction: number) => void): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/admin/images', { kind }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(xhr);
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Server error'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

/**
 * POST /admin/images with upload progress (fetch reports none): the server checks, resizes and
 * re-encodes the image and answers its URL. A 401 tries one silent refresh, like apiRequest.
 */
export async function uploadImage(
  file: File,
  kind: ImageKind,
  onProgress: (fraction: number) => void = () => {},
): Promise<string> {
  let xhr = await post(file, kind, onProgress);
  if (xhr.status === 401 && getAccessToken()) {
    if (await refreshAccessToken()) xhr = await post(file, kind, onProgress);
    if (xhr.status === 401) clearSession('lost');
  }
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // a proxy's HTML error page: handled below
  }
  if (xhr.status >= 200 && xhr.status < 300 && body && typeof (body as UploadedImageDto).url === 'string') {
    return (body as UploadedImageDto).url;
  }
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  throw new ApiError(
    xhr.status,
    typeof error.code === 'string' ? error.code : 'UNKNOWN',
    typeof error.message === 'string' ? error.message : 'An unknown error occurred',
  );
}
