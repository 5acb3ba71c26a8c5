import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { useAuth } from '../lib/auth';

/**
 * A visitor on a login-required page: sent to / (the page leaves no history entry) with the sign-in
 * dialog open; once signed in they go on to the page they asked for.
 */
function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  const { openAuthDialog } = useAuth();
  const asked = `${pathname}${search}${hash}`;
  useEffect(() => openAuthDialog('login', asked), [openAuthDialog, asked]);
  return <Navigate to="/" replace />;
}

/** Login-required pages. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!isAuthenticated) return <SignInFirst />;
  return <Outlet />;
}

/** Admin pages: visitors are asked to sign in first; signed-in non-admins are sent to /. */
export function RequireAdmin() {
  const { isAuthenticated, isAdmin, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!isAuthenticated) return <SignInFirst />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
