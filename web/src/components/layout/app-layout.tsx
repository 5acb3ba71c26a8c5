import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { Skeleton } from '../ui/skeleton';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID } from './main-content';
import { PageLoader } from './page-loader';
import { Splash } from './splash';
import { useDocumentTitle } from './use-document-title';
import { PageWaitingContext, useAdminSidebar } from './use-admin-sidebar';
import styles from './app-layout.module.css';

/**
 * The Admin Panel's place while the app finds out who is here and fetches the panel's code: shown by
 * CSS only on a page the session mark marked for the panel (the last profile here was staff's or an
 * admin's), so the page is laid out beside the panel from the first paint, pre-rendered home included,
 * instead of being pushed aside when the panel comes (docs/first-visit.md, "Staff and admins").
 */
function AdminPanelPlaceholder() {
  return (
    <div className={styles.panelPlaceholder} aria-hidden="true" data-testid="admin-panel-placeholder">
      <Skeleton width={32} height={32} />
    </div>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const { isLoading } = useAuth();
  const { panel, AdminSidebar } = useAdminSidebar();
  // Set by a login-required page's guard while the page waits (for the profile, then for the panel).
  const [pageWaiting, setPageWaiting] = useState(false);
  useDocumentTitle(MAIN_CONTENT_ID);
  // A back-office page, or a login-required page not yet on screen, waits for the Admin Panel beside
  // it rather than show first and be pushed aside when the panel arrives: the page area is not laid out
  // at full width meanwhile, not even around a loader. A public page, already on screen for the visitor
  // the admin was until the profile came, stays.
  const waitForPanel = pageWaiting || (panel && !AdminSidebar && pathname.startsWith('/admin'));
  return (
    <>
      <Splash />
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <div className={styles.body}>
        {panel && AdminSidebar && <AdminSidebar />}
        {(isLoading || (panel && !AdminSidebar)) && <AdminPanelPlaceholder />}
        {waitForPanel && <PageLoader />}
        {/* Hidden, not unmounted, while it waits: its guard stays mounted and tells when it is ready. */}
        <div id={MAIN_CONTENT_ID} className={styles.content} tabIndex={-1} hidden={waitForPanel}>
          <PageWaitingContext.Provider value={setPageWaiting}>
            <ErrorBoundary key={pathname}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </PageWaitingContext.Provider>
        </div>
      </div>
      <Footer />
    </>
  );
}
