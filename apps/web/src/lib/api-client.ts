import type { ErrorDto } from '@atlas/shared/contract/errors';
import type { SessionDto } from '@atlas/shared/contract/auth';
import { currentLanguage } from './i18n';
import { clearSession, getAccessToken, saveSession } from './session';

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

let refreshing: Promise<boolean> | null = null;

/** Silent refresh through the httpOnly cookie; concurrent callers share one attempt. */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= fetch(`${API_BASE}/auth/refresh`, { method: 'POST', credentials: 'include' })
    .then(async (res) => {
      if (!res.ok) return false;
      saveSession((await res.json()) as SessionDto);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart, as it is. */
  body?: unknown;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = getAccessToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      signal: options.signal,
      headers,
      credentials: 'include',
      body: multipart
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'Server error');
  }
}

export async function toApiError(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  return isErrorBody(body)
    ? new ApiError(res.status, body.code, body.message, body.fields)
    : new ApiError(res.status, 'UNKNOWN', 'An unknown error occurred');
}

/** The API's error shape, checked by hand: zod stays out of the first page's JavaScript. */
function isErrorBody(body: unknown): body is ErrorDto {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, code, message, fields } = body as Record<string, unknown>;
  return (
    Number.isInteger(statusCode) &&
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined ||
      (typeof fields === 'object' &&
        fields !== null &&
        Object.values(fields).every((v) => typeof v === 'string')))
  );
}

/**
 * JSON request in the active language with the bearer token. A 401 on a signed-in call tries one
 * silent refresh and retries; if that fails the session is cleared. Failures become ApiError.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  let res = await send(path, options);
  if (res.status === 401 && getAccessToken() && !path.startsWith('/auth/')) {
    if (await refreshAccessToken()) res = await send(path, options);
    if (res.status === 401) clearSession('lost');
  }
  if (!res.ok) throw await toApiError(res);
  const data = (res.status === 204 ? null : await res.json().catch(() => null)) as T;
  return { data, headers: res.headers };
}
