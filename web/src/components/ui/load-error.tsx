import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** What a page says under a load that failed for want of the network or the server. */
export const CHECK_CONNECTION = 'Check your connection and try again.';

export interface LoadErrorProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  onRetry: () => void;
}

/**
 * A request that failed (offline, server error) says so and offers a retry, rather than passing for an
 * empty or not-found result. Its error toast, when the page raises one too, leaves it in sight.
 */
export function LoadError({ title, description, icon, onRetry }: LoadErrorProps) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={description}
        icon={icon}
        keepClearOfToasts
        action={
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}
