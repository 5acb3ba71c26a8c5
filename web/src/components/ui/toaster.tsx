import { Toast as RadixToast } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { KEEP_CLEAR_ATTRIBUTE } from './keep-clear-of-toasts';
import type { ToastListProps } from './toast';
import { toastDuration } from './toast-duration';
import { spotClearOf } from './toast-placement';
import styles from './toast.module.css';

/** A dialog this much of the screen's height fills it: one at its max-height (2rem short), a side panel. */
const FILLS_SCREEN = 0.9;

/**
 * Where a toast stack goes while a dialog is open on a phone (toast.module.css applies it there only),
 * in px: from the top when the stack fits above the dialog, else from the bottom when it fits below.
 * Over a dialog that fills the screen, at the screen's bottom, above the dialog's footer (its actions)
 * when that is in sight: the member acts on the top of its body first (a seat map's first row). Over a
 * smaller one, just under its title, description and close button, where such a dialog says what it is
 * about (a payment's summary) and its choices and actions are further down. Never over the title,
 * description or close button.
 */
function placeOverDialog(viewport: HTMLElement, dialog: HTMLElement): { top: number } | { bottom: number } {
  const stackHeight = viewport.getBoundingClientRect().height;
  const screenHeight = window.innerHeight;
  const box = dialog.getBoundingClientRect();
  if (stackHeight <= box.top) return { top: 0 };
  if (stackHeight <= screenHeight - box.bottom) return { bottom: 0 };
  const header = dialog.querySelectorAll(':scope > [data-dialog-header]');
  const headerBottom = Math.max(0, ...[...header].map((element) => element.getBoundingClientRect().bottom));
  if (box.height < screenHeight * FILLS_SCREEN) return { top: headerBottom };
  const footerTop = dialog.querySelector(':scope > [data-dialog-footer]')?.getBoundingClientRect().top ?? screenHeight;
  return { bottom: Math.max(0, Math.min(screenHeight - footerTop, screenHeight - headerBottom - stackHeight)) };
}

/** Radix toasts: announced to screen readers, dismissible with a swipe, Escape or the close button; paused while hovered or focused. */
export default function Toaster({ toasts, onClose }: ToastListProps) {
  const viewport = useRef<HTMLOListElement>(null);

  // Measured again whenever the stack or the dialog changes size (a booking's seat map giving way to its
  // payment), a dialog (a portal at the body's end) or a part of the page comes or goes, or a dialog or
  // the page scrolls (its footer, or what the page keeps clear, comes into sight or leaves).
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    // Observed once each: observing an element again starts its observation afresh, whose first report
    // would run `place` again, for ever.
    const watched = new WeakSet<HTMLElement>();
    const place = () => {
      const dialogs = document.querySelectorAll<HTMLElement>(':is([role="dialog"], [role="alertdialog"])');
      const dialog = dialogs[dialogs.length - 1];
      if (dialog && !watched.has(dialog)) {
        watched.add(dialog);
        sizes.observe(dialog);
      }
      const spot = dialog ? placeOverDialog(element, dialog) : null;
      element.style.setProperty('--over-dialog-top', spot && 'top' in spot ? `${spot.top}px` : 'auto');
      element.style.setProperty('--over-dialog-bottom', spot && 'bottom' in spot ? `${spot.bottom}px` : 'auto');
      // Then off what the page marks to keep in sight (a failed load's message, a seat count), measured
      // from where the stack stands without this move: in the dialog when one is open (the page under it
      // is out of reach).
      element.style.removeProperty('top');
      element.style.removeProperty('bottom');
      const keepClear = [...(dialog ?? document).querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)].map((marked) => marked.getBoundingClientRect());
      const clear = keepClear.length > 0 ? spotClearOf(element.getBoundingClientRect(), keepClear, window.innerHeight) : null;
      if (clear) {
        element.style.top = 'top' in clear ? `${clear.top}px` : 'auto';
        element.style.bottom = 'bottom' in clear ? `${clear.bottom}px` : 'auto';
      }
    };
    const sizes = new ResizeObserver(place);
    sizes.observe(element);
    place();
    // The whole page: what it marks to keep clear can come with a part of it (a failed load's panel).
    const changes = new MutationObserver(place);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', place);
    document.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      changes.disconnect();
      sizes.disconnect();
      window.removeEventListener('resize', place);
      document.removeEventListener('scroll', place, { capture: true });
    };
  }, []);

  return (
    <RadixToast.Provider swipeDirection="right">
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && onClose(item.id)}
          className={styles.toast}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
          type={item.variant === 'error' ? 'foreground' : 'background'}
          duration={toastDuration(item)}
        >
          <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
          {item.description && <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description>}
          <RadixToast.Close className={styles.close} aria-label="Close">
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport ref={viewport} className={styles.viewport} />
    </RadixToast.Provider>
  );
}
