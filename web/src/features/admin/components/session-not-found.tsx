import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';

/** What Session Detail and the live games page show for a session that does not exist (any more). */
export function SessionNotFound() {
  return <EmptyState title="Session not found" description="It may have been deleted." action={<Link to="/admin/sessions">Back to Sessions</Link>} />;
}
