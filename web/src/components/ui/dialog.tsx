import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode, type Ref } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** An element that opens the dialog when clicked (uncontrolled use). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'side': a panel along the right edge, full height (e.g. a venue's details beside its table). */
  placement?: 'center' | 'side';
  /** Buttons shown under the body. */
  footer?: ReactNode;
  children?: ReactNode;
  /** False while something must finish first: Escape, outside clicks and the close button then do nothing. */
  dismissible?: boolean;
  /** The title heading, for moving focus to it (it then takes focus by script only: tabIndex -1). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Where the focus goes on opening: the first field or button (default), or the title (a panel to read first). */
  initialFocus?: 'first' | 'title';
}

/** A modal dialog (Radix): focus trapped and restored, Escape and the close button close it unless not dismissible. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  size = 'md',
  placement = 'center',
  initialFocus = 'first',
  footer,
  children,
  dismissible = true,
  titleRef,
}: DialogProps) {
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix returns the focus to its Trigger; a dialog opened from state (a row's Edit button) returns it
  // to whatever had it when the dialog opened, while that is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = (event: Event) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const heading = initialFocus === 'title' && event.target instanceof HTMLElement ? event.target.querySelector<HTMLElement>('[data-dialog-title]') : null;
    if (heading) {
      event.preventDefault();
      heading.focus();
    }
  };
  const returnFocus = (event: Event) => {
    if (trigger) return;
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) {
      event.preventDefault();
      element.focus();
    }
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]} ${placement === 'side' ? styles.side : ''}`}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
        >
          <RadixDialog.Title
            ref={titleRef}
            data-dialog-title=""
            tabIndex={titleRef || initialFocus === 'title' ? -1 : undefined}
            className={styles.title}
          >
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
