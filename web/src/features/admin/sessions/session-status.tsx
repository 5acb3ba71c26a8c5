import type { AdminSession } from '@shared/api/routes/admin-sessions';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const VARIANTS: Record<AdminSession['status'], BadgeVariant> = {
  scheduled: 'outline',
  ongoing: 'success',
  completed: 'default',
  cancelled: 'danger',
};

/** The session status badges scheduled, ongoing, completed, cancelled (docs/back-office.md, "Sessions"). */
export function SessionStatusBadge({ status }: { status: AdminSession['status'] }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>;
}
