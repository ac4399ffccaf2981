import { buildUrl, refreshAccessToken, toApiError } from './api-client';
import { getAccessToken } from './session';

/**
 * An API answer the browser saves as a file (an export, a kept import): fetched with the
 * session's token (a plain link would not carry it), named as the server's Content-Disposition says.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string> = {},
  fallbackName = 'download',
): Promise<void> {
  const url = buildUrl(path, query);
  const get = () => fetch(url, { headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` } });
  let res = await get();
  if (res.status === 401 && (await refreshAccessToken())) res = await get();
  if (!res.ok) throw await toApiError(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
