import { hasRole } from '@shared/members/roles';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoader } from './page-loader';
import { Splash } from './splash';
import styles from './app-layout.module.css';

// Only admins and staff ever download the Admin Panel.
const loadAdminSidebar = () => import('./admin-sidebar').then((module) => module.default);

export function AppLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const panel = user !== null && hasRole(user.role, 'staff');
  const [AdminSidebar, setAdminSidebar] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!panel || AdminSidebar) return;
    // Its code failed to load (the network gone): the page shows without it rather than wait for ever.
    void loadAdminSidebar()
      .catch(() => () => null)
      .then((component) => setAdminSidebar(() => component));
  }, [panel, AdminSidebar]);
  // A back-office page waits for the Admin Panel beside it rather than show first and be pushed aside
  // when the panel arrives; another page, already on screen for the member the admin also is, stays.
  const waitForPanel = panel && !AdminSidebar && pathname.startsWith('/admin');
  return (
    <>
      <Splash />
      <a href="#main-content" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <div className={styles.body}>
        {waitForPanel ? (
          <PageLoader />
        ) : (
          <>
            {panel && AdminSidebar && <AdminSidebar />}
            <div id="main-content" className={styles.content} tabIndex={-1}>
              <ErrorBoundary key={pathname}>
                <Suspense fallback={<PageLoader />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </div>
          </>
        )}
      </div>
      <Footer />
    </>
  );
}
