import { Link } from 'react-router-dom';
import { ClapperIcon } from '../icons';
import { EmptyState } from '../ui/empty-state';

/** The body of a page whose feature is not built yet (its route and guard already hold). */
export function ComingSoon({ title, message = 'This page is coming soon.' }: { title: string; message?: string }) {
  return (
    <main className="page">
      <h1 className="page-title">{title}</h1>
      <EmptyState icon={<ClapperIcon size={40} />} title="Coming soon" description={message} action={<Link to="/">Return to Home</Link>} />
    </main>
  );
}
