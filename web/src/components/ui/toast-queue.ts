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
