import { BAND_TIPS, CHECK_IN_OPENS_MINUTES_BEFORE } from '@shared/check-in';
import type { RefObject } from 'react';
import { TroubleshootingSteps } from '../check-in-troubleshooting';
import { Button } from '../ui/button';
import { Dialog, DialogClose } from '../ui/dialog';
import styles from './band.module.css';

export interface BandHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** How to set up and use the band, and the troubleshooting tips (docs/product-rules.md, "Check-in and the wearable band"). */
export function BandHelpDialog({ open, onOpenChange, returnFocus }: BandHelpDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Band Help & Troubleshooting"
      description="Check in at the door with your wearable band."
      initialFocus="title"
      returnFocus={returnFocus}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      <h3 className={styles.subheading}>Setting up</h3>
      <ol className={styles.steps}>
        <li>Find the band ID printed on your band, like BAND-ABC123.</li>
        <li>Choose Set Up Band and enter it. A band belongs to one member at a time.</li>
        <li>
          On the day of your show, from {CHECK_IN_OPENS_MINUTES_BEFORE} minutes before it starts, choose Check in with band in My Tickets or
          Pre Show Setup.
        </li>
      </ol>
      <h3 className={styles.subheading}>Troubleshooting</h3>
      <TroubleshootingSteps steps={BAND_TIPS} />
    </Dialog>
  );
}
