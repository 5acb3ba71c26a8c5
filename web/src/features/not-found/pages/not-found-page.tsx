import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className={`page ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Oops! Page not found</h1>
      <Link to="/" className={styles.home}>
        Return to Home
      </Link>
    </main>
  );
}
