import type { Role } from '@shared/constants';
import {
  BuildingIcon,
  ChartIcon,
  ClapperIcon,
  DashboardIcon,
  FilmIcon,
  HomeIcon,
  ImageIcon,
  LinkIcon,
  QuestionIcon,
  StarIcon,
  TicketIcon,
  UsersIcon,
} from '../icons';

/** The member menu of the header (docs/product-rules.md, "Screens and errors"). */
export const MEMBER_MENU_LINKS = [
  { to: '/my-tickets', label: 'My Tickets' },
  { to: '/shows', label: 'Browse Shows' },
  { to: '/invite', label: 'Invite Friends' },
  { to: '/in-session', label: 'Session Q&A' },
  { to: '/rewards', label: 'Rewards' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/my-account', label: 'My Account' },
] as const;

/** Every admin route, in the Admin Panel's order (docs/back-office.md, "Pages"); `staff`: open to door staff too (docs/access.md). */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', icon: DashboardIcon },
  { to: '/admin/sessions', label: 'Sessions', icon: ClapperIcon },
  { to: '/admin/check-in', label: 'Door Check-in', icon: TicketIcon, staff: true },
  { to: '/admin/assets', label: 'Assets', icon: ImageIcon },
  { to: '/admin/members', label: 'Members', icon: UsersIcon },
  { to: '/admin/venues', label: 'Venues & Screens', icon: BuildingIcon },
  { to: '/admin/home-content', label: 'Home Content', icon: HomeIcon },
  { to: '/admin/movies', label: 'Movies', icon: FilmIcon },
  { to: '/admin/questions', label: 'Survey Questions', icon: QuestionIcon },
  { to: '/admin/question-assets', label: 'Question Links', icon: LinkIcon },
  { to: '/admin/points-config', label: 'Points Config', icon: StarIcon },
  { to: '/admin/reports', label: 'Reports', icon: ChartIcon },
] as const;

/** The back-office links a role may use: every one for an admin, Door Check-in for staff, none for a member. */
export function backOfficeLinksFor(role: Role | undefined) {
  if (role === 'admin') return ADMIN_LINKS;
  return role === 'staff' ? ADMIN_LINKS.filter((link) => 'staff' in link) : [];
}
