/** The attribute of what toasts must leave in sight (toaster.tsx moves the stack off it). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear-of-toasts';

/**
 * Spread on an element the person must still read or reach while a toast shows: a failed load's message
 * and its Retry (the toast says the same failure a few seconds, the panel stays), a seat-map editor's
 * seat count. Kept apart from the toasts' code, which loads with the first toast.
 */
export const KEEP_CLEAR_OF_TOASTS = { [KEEP_CLEAR_ATTRIBUTE]: '' } as const;
