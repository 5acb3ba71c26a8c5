import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazySlot } from '../lazy-slot';
import { withToast } from './toast-queue';

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

// The Radix toast code loads with the first toast, not with a visitor's first page. If it cannot (offline),
// the toasts waiting for it are dropped rather than kept for good.
const Toaster = lazySlot(() => import('./toaster'));

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
      {toasts.length > 0 && <Toaster toasts={toasts} onClose={close} onFailed={() => setToasts([])} />}
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
