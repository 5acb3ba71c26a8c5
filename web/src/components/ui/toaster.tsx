import { Toast as RadixToast } from 'radix-ui';
import type { ToastItem } from './toast';
import styles from './toast.module.css';

const TOAST_DURATION_MS = 5000;

/** Radix toasts: announced to screen readers, dismissible with a swipe, Escape or the close button. */
export default function Toaster({ toasts, onClose }: { toasts: ToastItem[]; onClose: (id: number) => void }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && onClose(item.id)}
          className={styles.toast}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
          type={item.variant === 'error' ? 'foreground' : 'background'}
        >
          <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
          {item.description && <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description>}
          <RadixToast.Close className={styles.close} aria-label="Close">
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
