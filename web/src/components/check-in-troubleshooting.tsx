import type { CheckInTroubleshooting } from '@shared/check-in';
import styles from './check-in-troubleshooting.module.css';

export interface CheckInTroubleshootingNotesProps {
  troubleshooting: CheckInTroubleshooting;
  /** The heading's level in the page or dialog it is shown in. */
  heading?: 'h2' | 'h3';
}

/**
 * What went wrong with a refused check-in and what to do about it (the answer's `troubleshooting`,
 * shared/check-in.ts): under the member's "Check-in Failed" and the door's "Not checked in".
 */
export function CheckInTroubleshootingNotes({ troubleshooting, heading: Heading = 'h3' }: CheckInTroubleshootingNotesProps) {
  return (
    <div>
      <Heading className={styles.heading}>Troubleshooting</Heading>
      <p className={styles.issue}>{troubleshooting.issue}</p>
      <TroubleshootingSteps steps={troubleshooting.steps} />
    </div>
  );
}

export function TroubleshootingSteps({ steps }: { steps: readonly string[] }) {
  return (
    <ul className={styles.steps}>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ul>
  );
}
