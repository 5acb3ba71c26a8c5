import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazySlot } from '../lazy-slot';
import { withToast } from './toast-queue';
import styles from './toast-look.module.css';

export type ToastVariant = 'default' | 'success' | 'error';

/** A toast's words: its title and, when it has one, the line under it. */
export interface ToastMessage {
  title: string;
  description?: string;
}

export interface ToastOptions extends ToastMessage {
  variant?: ToastVariant;
  /**
   * Toasts this one makes stale, closed as it shows: a title closes every toast of that title ("Check
   * your email!" once the email is confirmed); a message closes only that message, for a generic title
   * ("Error" of a failed answer, not every "Error" on screen).
   */
  replaces?: (string | ToastMessage)[];
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

interface ToastContextValue {
  toast: (options: ToastOptions) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);
let nextToastId = 1;
/** A toast's exit animation (toast.module.css). */
const EXIT_MS = 300;

export interface ToastListProps {
  toasts: ToastItem[];
  onClose: (id: number) => void;
}

// The Radix toast code loads with the first toast, not with a visitor's first page: a toast raised
// meanwhile waits in the list and shows once it is in.
const Toaster = lazySlot<ToastListProps>(() => import('./toaster'));

/**
 * The toasts when their code cannot load (offline, or a file a deploy replaced): the error toasts'
 * words in an alert, each until closed, so no failure goes unsaid. The others are let go.
 */
function UnloadedToasts({ toasts, onClose }: ToastListProps) {
  return (
    <div role="alert" className={styles.stack}>
      {toasts
        .filter((item) => item.open && item.variant === 'error')
        .map((item) => (
          <p key={item.id} className={styles.unloaded} data-variant="error">
            <strong>{item.title}</strong>
            {item.description && <span>{item.description}</span>}
            <button type="button" className={styles.close} aria-label="Close" onClick={() => onClose(item.id)}>
              ×
            </button>
          </p>
        ))}
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  // Closed toasts are removed after their exit animation (the list kept as it is when none closed).
  const removeClosed = useCallback(
    () => window.setTimeout(() => setToasts((current) => (current.every((item) => item.open) ? current : current.filter((item) => item.open))), EXIT_MS),
    [],
  );

  const toast = useCallback(
    (options: ToastOptions) => {
      const id = nextToastId++;
      setToasts((current) => withToast(current, options, id));
      removeClosed();
    },
    [removeClosed],
  );

  const close = useCallback(
    (id: number) => {
      setToasts((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
      removeClosed();
    },
    [removeClosed],
  );

  const value = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {toasts.length > 0 && <Toaster toasts={toasts} onClose={close} failed={<UnloadedToasts toasts={toasts} onClose={close} />} />}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}

/** An error toast each time a request's error appears (a page's data failed to load). */
export function useErrorToast(error: unknown, title: string, description?: string): void {
  const { toast } = useToast();
  useEffect(() => {
    if (error) toast({ title, description, variant: 'error' });
  }, [error, toast, title, description]);
}
