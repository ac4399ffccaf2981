import { useSyncExternalStore } from 'react';
import type { SessionDto } from '@atlas/shared/contract/auth';

/**
 * The signed-in state, kept where the spec keeps it: localStorage `access_token` and `userId`
 * (plus `token` and `user` after code verification). Role and expiry come from the token itself.
 */
const KEYS = { accessToken: 'access_token', token: 'token', userId: 'userId', user: 'user' } as const;
/** Data that belongs to one shopper and must go when they log out. */
const PERSONAL_KEYS = ['favorites', 'favoritesCache'];

export interface SessionUser {
  id: number;
  email: string;
  role: 'user' | 'admin';
  fName: string;
  lName: string;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(KEYS.accessToken);
}

function decodeRole(token: string): 'user' | 'admin' {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      role?: string;
    };
    return payload.role === 'admin' ? 'admin' : 'user';
  } catch {
    return 'user';
  }
}

let cached: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

/** The current user (from storage), stable between changes so React can subscribe to it. */
export function currentUser(): SessionUser | null {
  const token = getAccessToken();
  const raw = token ? `${token}|${read(KEYS.user) ?? ''}|${read(KEYS.userId) ?? ''}` : null;
  if (raw === cached.raw) return cached.user;
  let user: SessionUser | null = null;
  if (token) {
    try {
      const stored = JSON.parse(read(KEYS.user) ?? 'null') as Partial<SessionUser> | null;
      user = {
        id: Number(read(KEYS.userId) ?? stored?.id),
        email: stored?.email ?? '',
        fName: stored?.fName ?? '',
        lName: stored?.lName ?? '',
        role: decodeRole(token),
      };
    } catch {
      user = null;
    }
  }
  cached = { raw, user };
  return user;
}

export function saveSession(session: SessionDto): void {
  sessionLost = false;
  localStorage.setItem(KEYS.accessToken, session.access_token);
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.userId, String(session.user.id));
  localStorage.setItem(KEYS.user, JSON.stringify(session.user));
  emit();
}

export function updateStoredUser(patch: Partial<SessionUser>): void {
  const user = currentUser();
  if (!user) return;
  localStorage.setItem(KEYS.user, JSON.stringify({ ...user, ...patch }));
  emit();
}

/** Set when the server no longer knew the session (not a logout): the login screen then says so. */
let sessionLost = false;

/** Whether the last session ended because the server no longer knew it (spec: 'User session not found'). */
export function wasSessionLost(): boolean {
  return sessionLost;
}

/**
 * Forgets the session here: `logout` when the shopper asked for it, `lost` when the server
 * refused the session (expired, revoked, or the account gone).
 */
export function clearSession(reason: 'logout' | 'lost'): void {
  // a second clear of a session already gone (cart and favourites both see the 401) keeps the reason
  if (reason === 'logout') sessionLost = false;
  else if (currentUser() !== null) sessionLost = true;
  for (const key of [...Object.values(KEYS), ...PERSONAL_KEYS]) {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing to clear
    }
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(KEYS).includes(e.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession() {
  const user = useSyncExternalStore(subscribe, currentUser, () => null);
  return { user, isLoggedIn: user !== null, isAdmin: user?.role === 'admin' };
}
