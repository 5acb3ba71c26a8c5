import { Link } from 'react-router-dom';
import { Logo } from './logo';
import styles from './footer.module.css';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/movies', label: 'Browse Movies' },
  { to: '/shows', label: 'Shows' },
  { to: '/my-tickets', label: 'My Tickets' },
  { to: '/rewards', label: 'Rewards' },
  { to: '/leaderboard', label: 'Leaderboard' },
];

const SUPPORT_EMAIL = 'support@cinema.example';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.brand}>
          <Logo size={32} />
          <div>
            <p className={styles.name}>Cinema</p>
            <p className={styles.tagline}>Watch. Answer. Win.</p>
          </div>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            Support
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}?subject=Help`}>Help Center</a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>Contact Us</a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}?subject=Problem%20report`}>Report a Problem</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.attribution}>This product uses the TMDB API but is not endorsed or certified by TMDB.</p>
        <p>© {new Date().getFullYear()} Cinema</p>
      </div>
    </footer>
  );
}
