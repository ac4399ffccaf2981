import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession, wasSessionLost } from '@/lib/session';
import { loginPath } from '@/lib/visitor-guard';

function LoginRedirect() {
  const location = useLocation();
  // a signed-in screen whose session the server no longer knows says so on the login screen
  return <Navigate to={loginPath(`${location.pathname}${location.search}`, wasSessionLost())} replace />;
}

/** Signed-in only; a visitor goes to /login?returnUrl=… and comes back after logging in. */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Outlet /> : <LoginRedirect />;
}

/** Admins only; anyone else signed in goes home. */
export function RequireAdmin() {
  const { isLoggedIn, isAdmin } = useSession();
  if (!isLoggedIn) return <LoginRedirect />;
  return isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

/** The sign-up screen sends a signed-in user to their profile. */
export function RedirectSignedIn({ to }: { to: string }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Navigate to={to} replace /> : <Outlet />;
}
