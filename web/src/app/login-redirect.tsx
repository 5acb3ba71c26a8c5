import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { useAuth } from '../lib/auth';

/** /login, the target of log-in links: goes to / (replacing history) with the sign-in dialog open. */
export function LoginRedirect() {
  const { isAuthenticated, isLoading, openAuthDialog } = useAuth();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) openAuthDialog('login');
  }, [isLoading, isAuthenticated, openAuthDialog]);
  if (isLoading) return <PageLoader />;
  return <Navigate to="/" replace />;
}
