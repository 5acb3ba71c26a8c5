import { ADMIN_PANEL_COLLAPSED_KEY } from '@shared/session-mark';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { backOfficeLinksFor } from './nav-links';
import styles from './admin-sidebar.module.css';

/** The collapsible "Admin Panel" (for staff: Door Check-in only); its open/closed state survives reloads. */
export default function AdminSidebar() {
  const { user } = useAuth();
  // Until the admin chooses, it starts collapsed on a phone (where it sits above the page).
  const [collapsed, setCollapsed] = useState(() => {
    const stored = localStorage.getItem(ADMIN_PANEL_COLLAPSED_KEY);
    return stored === null ? window.matchMedia('(max-width: 800px)').matches : stored === 'true';
  });

  const toggle = () => {
    setCollapsed((current) => {
      localStorage.setItem(ADMIN_PANEL_COLLAPSED_KEY, String(!current));
      return !current;
    });
  };

  return (
    <aside className={styles.sidebar} data-collapsed={collapsed} aria-labelledby="admin-panel-title">
      <div className={styles.head}>
        <h2 id="admin-panel-title" className={styles.title}>
          Admin Panel
        </h2>
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls="admin-panel-links"
          aria-label={collapsed ? 'Expand Admin Panel' : 'Collapse Admin Panel'}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </button>
      </div>
      <nav id="admin-panel-links" aria-label="Admin" hidden={collapsed}>
        <ul className={styles.links}>
          {backOfficeLinksFor(user?.role).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                <link.icon className={styles.icon} size={18} />
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
