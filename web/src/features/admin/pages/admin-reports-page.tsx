import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminReportsPage() {
  return <ComingSoon title="Reports & Analytics" message="Database Integration Required" />;
}
