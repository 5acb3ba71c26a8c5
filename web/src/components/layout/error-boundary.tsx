import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FilmIcon } from '../icons';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

interface ErrorBoundaryState {
  failed: boolean;
}

/** Shown when a page throws while rendering or its code fails to load (e.g. after a deployment). Reset by remounting (key). */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page">
        <EmptyState
          icon={<FilmIcon size={40} />}
          title="Something went wrong"
          description="This page could not be shown. Reloading usually helps."
          action={<Button onClick={() => window.location.reload()}>Reload</Button>}
        />
      </main>
    );
  }
}
