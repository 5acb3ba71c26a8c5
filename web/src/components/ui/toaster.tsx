import { Toast as RadixToast } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import type { ToastItem } from './toast';
import { toastDuration } from './toast-duration';
import styles from './toast.module.css';

/**
 * Where a toast stack may start, in px from the top, while a dialog is open: above the dialog when the
 * stack fits there, else just under its title, description and close button (toast.module.css places it
 * so on a phone only, where a dialog can fill the screen).
 */
function clearOfDialogHeader(viewport: HTMLElement): number | null {
  const dialogs = document.querySelectorAll<HTMLElement>(':is([role="dialog"], [role="alertdialog"])');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return null;
  const stackHeight = viewport.getBoundingClientRect().height;
  if (stackHeight <= dialog.getBoundingClientRect().top) return 0;
  const header = dialog.querySelectorAll(':scope > [data-dialog-header]');
  return Math.max(0, ...[...header].map((element) => element.getBoundingClientRect().bottom));
}

/** Radix toasts: announced to screen readers, dismissible with a swipe, Escape or the close button; paused while hovered or focused. */
export default function Toaster({ toasts, onClose }: { toasts: ToastItem[]; onClose: (id: number) => void }) {
  const viewport = useRef<HTMLOListElement>(null);

  // Measured again whenever the stack's height changes or a dialog (a portal at the body's end) comes or goes.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const place = () => {
      const top = clearOfDialogHeader(element);
      if (top === null) element.style.removeProperty('--clear-of-dialog');
      else element.style.setProperty('--clear-of-dialog', `${top}px`);
    };
    place();
    const dialogs = new MutationObserver(place);
    dialogs.observe(document.body, { childList: true });
    const stack = new ResizeObserver(place);
    stack.observe(element);
    window.addEventListener('resize', place);
    return () => {
      dialogs.disconnect();
      stack.disconnect();
      window.removeEventListener('resize', place);
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
