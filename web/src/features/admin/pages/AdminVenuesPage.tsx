import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminVenuesPage() {
  return <ComingSoon title="Venue Management" />;
}
