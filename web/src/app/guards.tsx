import type { Role } from '@shared/constants';
import { hasRole } from '@shared/members/roles';
import { lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { usePageWaitsForPanel } from '../components/layout/use-admin-sidebar';
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

/** Login-required pages; for staff and admins they appear once the Admin Panel is beside them. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  if (usePageWaitsForPanel(isLoading)) return <PageLoader />;
  if (!isAuthenticated) return <SignInFirst />;
  return <Outlet />;
}

const AdminNoAccessPage = lazy(() => import('../features/admin/no-access/admin-no-access-page'));

/**
 * Back-office pages for `role` (docs/access.md): visitors are asked to sign in first; members are
 * sent to /; staff on a page for admins only are told they have no access to it.
 */
export function RequireBackOffice({ role }: { role: Extract<Role, 'staff' | 'admin'> }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInFirst />;
  if (user.role === 'user') return <Navigate to="/" replace />;
  if (!hasRole(user.role, role)) return <AdminNoAccessPage />;
  return <Outlet />;
}
