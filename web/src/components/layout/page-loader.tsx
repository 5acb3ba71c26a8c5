import { Spinner } from '../ui/spinner';

/** While a page's code or the session check loads. */
export function PageLoader() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh', color: 'var(--color-primary)' }}>
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
