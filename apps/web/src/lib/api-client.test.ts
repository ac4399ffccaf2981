import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { currentUser, saveSession } from './session';

const token = (role: 'user' | 'admin', n = 1) =>
  `h.${btoa(JSON.stringify({ sub: '7', role, email: 'a@b.co', n })).replace(/=+$/, '')}.s`;
const session = (role: 'user' | 'admin', n = 1) => ({
  access_token: token(role, n),
  token: token(role, n),
  user: { id: 7, email: 'a@b.co', role, fName: 'Amira', lName: 'Fouad' },
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest and the session', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and reads the role from it', async () => {
    saveSession(session('admin'));
    expect(currentUser()).toMatchObject({ id: 7, role: 'admin', fName: 'Amira' });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await apiRequest('/users/7');
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token('admin')}`);
  });

  it('sends JSON bodies as JSON and a FormData as it is (the browser sets the multipart type)', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiRequest('/contact', { method: 'POST', body: { name: 'Mona' } });
    const sent = fetchMock.mock.calls[0]![1]!;
    expect((sent.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(sent.body).toBe('{"name":"Mona"}');
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await apiRequest('/gym-machine/identify', { method: 'POST', body: form });
    const upload = fetchMock.mock.calls[1]![1]!;
    expect((upload.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(upload.body).toBe(form);
  });

  it('refreshes silently once on a 401 and retries with the new token', async () => {
    saveSession(session('user', 1));
    fetchMock
      .mockResolvedValueOnce(
        json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Not authenticated' }),
      )
      .mockResolvedValueOnce(json(200, session('user', 2)))
      .mockResolvedValueOnce(json(200, { id: 7 }));
    const { data } = await apiRequest<{ id: number }>('/users/7');
    expect(data).toEqual({ id: 7 });
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/auth/refresh');
    const retried = fetchMock.mock.calls[2]![1]!.headers as Record<string, string>;
    expect(retried.Authorization).toBe(`Bearer ${token('user', 2)}`);
    expect(localStorage.getItem('access_token')).toBe(token('user', 2));
  });

  it('clears the session when the refresh fails too', async () => {
    saveSession(session('user'));
    localStorage.setItem('favorites', '[1,2]');
    fetchMock
      .mockResolvedValueOnce(
        json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Not authenticated' }),
      )
      .mockResolvedValueOnce(
        json(401, { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Session expired' }),
      );
    await expect(apiRequest('/users/7')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('favorites')).toBeNull();
    expect(currentUser()).toBeNull();
  });

  it('turns error bodies into ApiError with the server code', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { statusCode: 409, code: 'EMAIL_TAKEN', message: 'taken', fields: { email: 'found' } }),
    );
    const err = (await apiRequest('/auth/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', fields: { email: 'found' } });
  });
});
