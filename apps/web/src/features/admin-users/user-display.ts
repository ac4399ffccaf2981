import { ApiError } from '@/lib/api-client';

/** Up to two letters for an avatar without a photo: the initials of the name, else of the e-mail. */
export function initials(user: { fName: string; lName: string; email: string }): string {
  const letters = [user.fName, user.lName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || user.email.trim().charAt(0)).toUpperCase();
}

export function fullName(user: { fName: string; lName: string }): string {
  return `${user.fName} ${user.lName}`.trim();
}

/**
 * The translation key of a failed role change or deletion: the server's reason when the
 * interface knows it (the last admin, one's own account), else the spec's generic failure.
 */
export function writeFailureKey(error: unknown, action: 'role' | 'delete'): string {
  if (error instanceof ApiError) {
    if (error.code === 'LAST_ADMIN') return 'adminUsers.errors.lastAdmin';
    if (action === 'delete' && error.code === 'CONFLICT') return 'adminUsers.errors.selfDelete';
    if (error.code === 'NOT_FOUND') return 'adminUsers.errors.notFound';
  }
  return action === 'role' ? 'adminUsers.errors.roleFailed' : 'adminUsers.errors.deleteFailed';
}

/** What follows 'Error loading users:': the reason in the interface's words, or 'Unknown error'. */
export function loadFailureKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return 'adminUsers.errors.network';
    if (error.status === 401 || error.status === 403) return 'adminUsers.errors.forbidden';
    if (error.status === 400) return 'adminUsers.errors.badSearch';
    if (error.status >= 500) return 'adminUsers.errors.server';
  }
  return 'adminUsers.errors.unknown';
}
