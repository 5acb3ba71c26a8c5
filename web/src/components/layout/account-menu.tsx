import type { Profile } from '@shared/schemas/profile';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { AccountSummary } from './account-summary';
import { ROLE_LABELS } from '@shared/members/roles';
import { backOfficeLinksFor, MEMBER_MENU_LINKS } from './nav-links';
import styles from './header.module.css';

export interface AccountMenuProps {
  user: Profile;
  onSignOut: () => void;
  /** Open at once: the member pressed the header's stand-in button before this module had loaded. */
  defaultOpen?: boolean;
}

/** The header's account menu: member links, the back-office links the role may use, the role, Sign Out. */
export default function AccountMenu({ user, onSignOut, defaultOpen }: AccountMenuProps) {
  const backOfficeLinks = backOfficeLinksFor(user.role);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <button type="button" className={styles.account} aria-label={`Account menu for ${user.name}`}>
          <AccountSummary name={user.name} photo={user.profilePhoto} />
          <span aria-hidden="true" className={styles.chevron}>
            ▾
          </span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8} collisionPadding={8}>
          <DropdownMenu.Label className={styles.menuLabel}>
            <span className={styles.menuName}>{user.name}</span>
            <span className={styles.menuRole}>Role: {user.role === 'user' ? 'Member' : ROLE_LABELS[user.role]}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          {MEMBER_MENU_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={styles.menuItem}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          {backOfficeLinks.length > 0 && (
            <>
              <DropdownMenu.Separator className={styles.separator} />
              <DropdownMenu.Label className={styles.menuGroup}>{user.role === 'admin' ? 'Admin' : 'Staff'}</DropdownMenu.Label>
              {backOfficeLinks.map((link) => (
                <DropdownMenu.Item key={link.to} asChild className={styles.menuItem}>
                  <Link to={link.to}>{link.to === '/admin' ? 'Admin Dashboard' : link.label}</Link>
                </DropdownMenu.Item>
              ))}
            </>
          )}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.menuItem} onSelect={onSignOut}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
