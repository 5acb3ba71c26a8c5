import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { useAuth } from '../lib/auth';

/** Login-required pages: a visitor is sent to / and the page leaves no history entry. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Admin pages: visitors and signed-in non-admins are sent to /. */
export function RequireAdmin() {
  const { isAuthenticated, isAdmin, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!isAuthenticated || !isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
