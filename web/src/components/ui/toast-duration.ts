import type { ToastOptions } from './toast';

// Apart from toast-queue.ts: only the toasts' code, loaded with the first toast, needs it (docs/first-visit.md, "Budgets").

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
