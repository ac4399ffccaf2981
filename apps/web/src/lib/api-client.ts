import { ErrorDto } from '@atlas/shared/contract/errors';
import { currentLanguage } from './i18n';

/** Where the API lives; the same origin by default, configurable for a separate API host. */
export const API_BASE = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | undefined | null;

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** JSON request to the API in the active language; failures become ApiError with the server's code. */
export async function apiRequest<T>(
  path: string,
  options: { query?: Record<string, QueryValue>; signal?: AbortSignal; init?: RequestInit } = {},
): Promise<{ data: T; headers: Headers }> {
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      ...options.init,
      signal: options.signal,
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...options.init?.headers },
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'Server error');
  }
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ErrorDto.safeParse(body);
    if (parsed.success)
      throw new ApiError(res.status, parsed.data.code, parsed.data.message, parsed.data.fields);
    throw new ApiError(res.status, 'UNKNOWN', 'An unknown error occurred');
  }
  return { data: body as T, headers: res.headers };
}
