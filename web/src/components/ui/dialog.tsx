import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type KeyboardEvent, type ReactNode, type Ref, type RefObject } from 'react';
import styles from './dialog.module.css';
import { focusStandInIfRemoved, standInFor } from './focus-stand-in';

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
  /** The title heading, for moving focus to it (it takes focus by script only: tabIndex -1). */
  titleRef?: Ref<HTMLHeadingElement>;
  /**
   * What takes the focus when the dialog opens: an element, or 'title' for a panel to read first. By
   * default the first field of the body (a form), else the title: never a footer button that a second
   * Enter would press.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'title';
  /**
   * Where the focus goes back to on close. By default the element that had it when the dialog opened
   * (the opener); a dialog opened by another one's close names its opener here. An opener in a table's or
   * list's row that is gone by then, or goes just after (a confirmed Delete), hands the focus to a stand-in:
   * the next row's same button, else the previous row's, else the list's heading; an opener in no row that
   * goes, the heading of its page (`standInFor`).
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /** False when another dialog takes over as this one closes (it then keeps the focus). */
  restoreFocus?: boolean;
}

/** A form's fields that can take the focus (the dialog's default first focus). */
const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** Where Tab stops in `root`, in order: not a control that is disabled, not drawn or out of the order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

/**
 * Shift+Tab with no stop before the focus in the dialog goes round to its last stop (the close button).
 * Radix's trap does so only from its first stop; from a tab of a tab list that opens the dialog (sign-in's
 * Sign In | Create Account) the list, itself a stop, was first, the focus left for the page, and the trap
 * put it back on the tab: Shift+Tab never got past it.
 */
function wrapBackwards(event: KeyboardEvent<HTMLElement>) {
  const stops = tabStops(event.currentTarget);
  const focused = document.activeElement;
  if (!focused || stops.length === 0) return;
  const before = stops.filter((stop) => !stop.contains(focused) && stop.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (before.length > 0) return;
  event.preventDefault();
  stops.at(-1)!.focus();
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
  footer,
  children,
  dismissible = true,
  titleRef,
  initialFocus,
  returnFocus,
  restoreFocus = true,
}: DialogProps) {
  // A controlled dialog has no Radix Trigger to return the focus to: it goes back to its opener.
  const opener = useRef<Element | null>(null);
  const standIn = useRef<(() => HTMLElement | null) | null>(null);
  const onOpenAutoFocus = (event: Event) => {
    opener.current = document.activeElement;
    const back = returnFocus?.current ?? opener.current;
    standIn.current = back ? standInFor(back) : null;
    const content = event.target instanceof HTMLElement ? event.target : null;
    const title = content?.querySelector<HTMLElement>('[data-dialog-title]');
    const target =
      initialFocus === 'title'
        ? title
        : initialFocus
          ? initialFocus.current
          : (content?.querySelector<HTMLElement>(`[data-dialog-body] :is(${FIELDS})`) ?? title);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
  const onCloseAutoFocus = (event: Event) => {
    const target = returnFocus?.current ?? opener.current;
    const findStandIn = standIn.current;
    opener.current = null;
    standIn.current = null;
    if (!restoreFocus) return event.preventDefault();
    if (trigger) return;
    if (target instanceof HTMLElement && target.isConnected) {
      event.preventDefault();
      // Without scrolling, as Radix returns it: the page stays where the person left it (the page's main
      // area after signing in would otherwise scroll the header away).
      target.focus({ preventScroll: true });
      if (findStandIn) focusStandInIfRemoved(target, findStandIn);
      return;
    }
    const stand = findStandIn?.();
    if (stand) {
      event.preventDefault();
      stand.focus();
    }
  };
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix hands Escape to the newest layer only, and a toast shown over the dialog (its error) is one:
  // Escape would close the toast and leave the dialog. A layer that closes on Escape marks it handled
  // (the dialog's own, a menu's); an Escape nobody took closes the dialog as its close button does
  // (nothing while it is not dismissible), and the toast closes with it.
  const closeButton = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab' && event.shiftKey) return wrapBackwards(event);
    if (event.key !== 'Escape' || event.nativeEvent.defaultPrevented) return;
    event.preventDefault();
    closeButton.current?.click();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]} ${placement === 'side' ? styles.side : ''}`}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          onKeyDown={onKeyDown}
        >
          <RadixDialog.Title
            ref={titleRef}
            data-dialog-title=""
            data-dialog-header=""
            tabIndex={-1}
            className={styles.title}
          >
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description} data-dialog-header="">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          <div className={styles.body} data-dialog-body="">
            {children}
          </div>
          {footer && (
            <div className={styles.footer} data-dialog-footer="">
              {footer}
            </div>
          )}
          <RadixDialog.Close ref={closeButton} className={styles.close} aria-label="Close" disabled={!dismissible} data-dialog-header="">
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog; use with asChild around a Button. */
export const DialogClose = RadixDialog.Close;
