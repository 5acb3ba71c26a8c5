import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoader } from './PageLoader';
import { Splash } from './Splash';
import styles from './AppLayout.module.css';

// Only admins ever download the Admin Panel.
const AdminSidebar = lazy(() => import('./AdminSidebar'));

export function AppLayout() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  return (
    <>
      <Splash />
      <a href="#main-content" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <div className={styles.body}>
        {isAdmin && (
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
