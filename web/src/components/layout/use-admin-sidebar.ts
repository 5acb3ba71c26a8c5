import { hasRole } from '@shared/members/roles';
import { ADMIN_PANEL_MARK } from '@shared/session-mark';
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { useAuth } from '../../lib/auth';

// Only admins and staff ever download the Admin Panel; its code is fetched once, whoever asks first.
// Its code failed to load (the network gone): the page shows without it rather than wait for ever.
let loading: Promise<ComponentType> | null = null;
// Once in, a page mounted later (a link from the back office to My Account) has it from its first render.
let loaded: ComponentType | null = null;
const loadAdminSidebar = () =>
  (loading ??= import('./admin-sidebar')
    .then((module) => module.default)
    .catch(() => () => null)
    .then((component) => (loaded = component)));

/** Whether the session mark expects the Admin Panel: the profile last loaded here was staff's or an admin's. */
const panelMarked = () => document.documentElement.hasAttribute(ADMIN_PANEL_MARK.attribute);

/**
 * Whether the signed-in user sees the Admin Panel (staff and admins), and its component once its code
 * is in. On a device marked for the panel its code is fetched at once, beside the profile, so the panel
 * takes its place soon after the profile says who is here.
 */
export function useAdminSidebar(): { panel: boolean; AdminSidebar: ComponentType | null } {
  const { user } = useAuth();
  const panel = user !== null && hasRole(user.role, 'staff');
  const [AdminSidebar, setAdminSidebar] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (AdminSidebar || !(panel || panelMarked())) return;
    void loadAdminSidebar().then((component) => setAdminSidebar(() => component));
  }, [panel, AdminSidebar]);
  return { panel, AdminSidebar };
}

/** How a guard tells the layout that its page waits behind a loader (the layout provides it). */
export const PageWaitingContext = createContext<(waiting: boolean) => void>(() => {});

/**
 * For a guard: whether its page waits, for the profile and, for staff and admins, for the Admin
 * Panel's code. The layout is told, and keeps the page area hidden (its loader in its place) until
 * then rather than lay it out at full width and push it aside (down on a phone) when the panel comes
 * (docs/back-office.md, "Opening a page directly").
 */
export function usePageWaitsForPanel(profileLoading: boolean): boolean {
  const { panel, AdminSidebar } = useAdminSidebar();
  const waiting = profileLoading || (panel && !AdminSidebar);
  const tellLayout = useContext(PageWaitingContext);
  // Before the browser paints: the page area is never drawn at full width around the loader.
  useLayoutEffect(() => tellLayout(waiting), [tellLayout, waiting]);
  useLayoutEffect(() => () => tellLayout(false), [tellLayout]);
  return waiting;
}
