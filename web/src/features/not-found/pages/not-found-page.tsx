import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styles from './not-found-page.module.css';

/** The history entry whose path was logged last: a visit is logged once (StrictMode runs effects twice). */
let loggedEntry: string | null = null;

export default function NotFoundPage() {
  const { pathname, key } = useLocation();
  useEffect(() => {
    if (loggedEntry === key) return;
    loggedEntry = key;
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname, key]);
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
