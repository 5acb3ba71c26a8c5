import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminVenuesPage() {
  return <ComingSoon title="Venue Management" />;
}
