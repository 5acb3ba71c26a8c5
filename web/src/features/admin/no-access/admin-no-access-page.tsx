import { Link } from 'react-router-dom';
import { TicketIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPageHeader } from '../components/admin-page-header';

/** What staff see on a back-office page that is for admins only (docs/access.md): no access, and the way to their one page. */
export default function AdminNoAccessPage() {
  return (
    <main className="page">
      <AdminPageHeader title="No Access" />
      <EmptyState
        icon={<TicketIcon size={32} />}
        title="This page is for administrators"
        description="Your staff role gives access to Door Check-in only."
        action={<Link to="/admin/check-in">Go to Door Check-in</Link>}
      />
    </main>
  );
}
