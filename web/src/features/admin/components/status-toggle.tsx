import styles from './admin.module.css';

export interface StatusToggleProps {
  active: boolean;
  /** What is toggled, for the label: "Toggle status of Grand Central". */
  name: string;
  onToggle: () => void;
  busy?: boolean;
  /** Words shown for the two states. */
  labels?: [active: string, inactive: string];
}

/** An Active/Inactive badge that is a switch: click (or Enter/Space) toggles it. */
export function StatusToggle({ active, name, onToggle, busy = false, labels = ['Active', 'Inactive'] }: StatusToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`${name}: ${active ? labels[0] : labels[1]}`}
      aria-busy={busy || undefined}
      disabled={busy}
      className={styles.statusToggle}
      data-active={active}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      <span className={styles.statusDot} aria-hidden="true" />
      {active ? labels[0] : labels[1]}
    </button>
  );
}
