import { hasRole } from '@shared/members/roles';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoader } from './page-loader';
import { Splash } from './splash';
import styles from './app-layout.module.css';

// Only admins and staff ever download the Admin Panel.
const AdminSidebar = lazy(() => import('./admin-sidebar'));

export function AppLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  return (
    <>
      <Splash />
      <a href="#main-content" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <div className={styles.body}>
        {user && hasRole(user.role, 'staff') && (
          <Suspense fallback={null}>
            <AdminSidebar />
          </Suspense>
        )}
        <div id="main-content" className={styles.content} tabIndex={-1}>
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </div>
      </div>
      <Footer />
    </>
  );
}
