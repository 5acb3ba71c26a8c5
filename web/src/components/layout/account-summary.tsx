import { Avatar } from '../avatar';
import styles from './header.module.css';

/** Avatar and name: the account menu's trigger face, and its stand-in while the menu code loads. */
export function AccountSummary({ name, photo }: { name: string; photo?: string | null }) {
  return (
    <>
      <Avatar photo={photo} size={34} />
      <span className={styles.name}>{name}</span>
    </>
  );
}
