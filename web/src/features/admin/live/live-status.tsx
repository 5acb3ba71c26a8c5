import type { LiveStatus } from '@shared/live/messages';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const STATUS: Record<LiveStatus, { label: string; variant: BadgeVariant }> = {
  lobby: { label: 'Lobby', variant: 'default' },
  question: { label: 'Question open', variant: 'warning' },
  results: { label: 'Results', variant: 'primary' },
  ended: { label: 'Ended', variant: 'outline' },
};

export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}
