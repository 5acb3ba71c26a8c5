import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { useAuth } from '../lib/auth';
import { safeReturnPath } from '../lib/return-path';

/**
 * /login, the target of log-in links: goes to / (replacing history) with the sign-in dialog open;
 * `?next=/a/path` (a path on this site only) is where the member goes once signed in.
 */
export function LoginRedirect() {
  const { isAuthenticated, isLoading, openAuthDialog } = useAuth();
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  useEffect(() => {
    if (!isLoading && !isAuthenticated) openAuthDialog('login', next);
  }, [isLoading, isAuthenticated, openAuthDialog, next]);
  if (isLoading) return <PageLoader />;
  return <Navigate to={isAuthenticated && next ? next : '/'} replace />;
}
