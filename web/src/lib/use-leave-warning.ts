import { useCallback } from 'react';
import { useBeforeUnload } from 'react-router-dom';

/**
 * While `active` (work not saved yet, a bulk action part way through), closing or reloading the tab asks
 * the browser's own "Leave site?" first: in-app links cannot be reached then (the work sits in a modal
 * dialog) or lose nothing (the action goes on).
 */
export function useLeaveWarning(active: boolean): void {
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (active) event.preventDefault();
      },
      [active],
    ),
  );
}
