import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { isNotFound } from '@/lib/server-page';

/**
 * A 404 from the API (or, in the server-rendered cache, the read model's 404): the page shows
 * not-found instead of going to /error.
 */
export const isMissing = (error: unknown) =>
  error instanceof ApiError ? error.status === 404 : isNotFound(error);

/**
 * The directory's load failures log and go to /error; a missing subject (404) stays
 * on the page, which shows not-found.
 */
export function useErrorRedirect(error: unknown, what: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error || isMissing(error)) return;
    console.error(`Failed to load ${what}`, error);
    void navigate('/error', { replace: true });
  }, [error, what, navigate]);
}
