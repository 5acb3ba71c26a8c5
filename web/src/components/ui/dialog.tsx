import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** An element that opens the dialog when clicked (uncontrolled use). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Buttons shown under the body. */
  footer?: ReactNode;
  children?: ReactNode;
  /** False while something must finish first: Escape, outside clicks and the close button then do nothing. */
  dismissible?: boolean;
  /** The title heading, for moving focus to it (it then takes focus by script only: tabIndex -1). */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** A modal dialog (Radix): focus trapped and restored, Escape and the close button close it unless not dismissible. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  size = 'md',
  footer,
  children,
  dismissible = true,
  titleRef,
}: DialogProps) {
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]}`}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
        >
          <RadixDialog.Title ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
          <RadixDialog.Close className={styles.close} aria-label="Close" disabled={!dismissible}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog; use with asChild around a Button. */
export const DialogClose = RadixDialog.Close;
