import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { ToastOptions } from './ui/toast';

interface SlotBoundaryProps {
  children: ReactNode;
  failed: ReactNode;
  onFailed?: () => void;
}

/** Catches the slot's failed import (or render) and shows `failed` in its place. */
class SlotBoundary extends Component<SlotBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // React itself logs the error it caught (console.error).
  override componentDidCatch() {
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/** What a slot adds to its component's props: its stand-ins while the code loads and once it failed, and what to do then. */
export interface LazySlotProps {
  loading?: ReactNode;
  failed?: ReactNode;
  onFailed?: () => void;
}

/** What a slot whose code could not load says, where the toasts could load. */
export const SLOT_NOT_LOADED: ToastOptions = { title: 'Something went wrong', description: 'Check your connection, then reload the page.', variant: 'error' };

/**
 * A component whose code loads when it is first wanted (the sign-in dialog, the toasts, the account menu),
 * safe to mount where no page's error boundary is (components/layout/error-boundary.tsx): there a failed
 * import (offline, or a file a deploy replaced) would unmount the whole app and leave a blank page. The
 * slot shows `failed` instead (nothing when not given) and calls `onFailed`. The browser keeps a failed
 * import's error until the page reloads, so each later mount fails the same way, as safely.
 */
export function lazySlot<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  return function LazySlot({ loading, failed, onFailed, ...props }: P & LazySlotProps) {
    return (
      <SlotBoundary failed={failed} onFailed={onFailed}>
        <Suspense fallback={loading}>
          <Loaded {...(props as P)} />
        </Suspense>
      </SlotBoundary>
    );
  };
}
