import type { ToastItem, ToastMessage, ToastOptions } from './toast';

/** At most this many toasts on screen at once: on a phone more would cover the page's own buttons. */
export const MAX_OPEN_TOASTS = 3;

const sameMessage = (item: ToastItem, message: ToastMessage) => item.title === message.title && item.description === message.description;
const replaced = (item: ToastItem, options: ToastOptions) =>
  options.replaces?.some((stale) => (typeof stale === 'string' ? item.title === stale : sameMessage(item, stale))) ?? false;
const madeStale = (item: ToastItem, options: ToastOptions) => sameMessage(item, options) || replaced(item, options);

/**
 * The toasts once a new one is added: the same message already on screen is closed (one "Answer
 * Submitted!" after another shows one, not a stack), so are those it `replaces` (by title, or by title
 * and description), and the oldest are
 * closed beyond MAX_OPEN_TOASTS. Closed toasts stay in the list for their exit animation.
 */
export function withToast(current: readonly ToastItem[], options: ToastOptions, id: number): ToastItem[] {
  const others = current.filter((item) => item.open && !madeStale(item, options));
  const overflow = new Set(others.slice(0, Math.max(0, others.length - (MAX_OPEN_TOASTS - 1))).map((item) => item.id));
  const closing = (item: ToastItem) => item.open && (madeStale(item, options) || overflow.has(item.id));
  return [...current.map((item) => (closing(item) ? { ...item, open: false } : item)), { ...options, id, open: true }];
}

/** How long a toast stays: a success or notice for 5 s. */
export const TOAST_DURATION_MS = 5000;
/** An error's reading time on top of that, a word at a time at a slow reader's 120 words a minute. */
export const ERROR_MS_PER_WORD = 500;

/**
 * How long a toast stays open, paused while hovered or focused (Radix). An error is one the member must
 * read (WCAG 2.2.1, Timing Adjustable): it stays 5 s more than it takes to read slowly, so a long one
 * stays longer.
 */
export function toastDuration(toast: ToastOptions): number {
  if (toast.variant !== 'error') return TOAST_DURATION_MS;
  const words = `${toast.title} ${toast.description ?? ''}`.trim().split(/\s+/).length;
  return TOAST_DURATION_MS + words * ERROR_MS_PER_WORD;
}
