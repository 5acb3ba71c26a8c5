import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminReportsPage() {
  return <ComingSoon title="Reports & Analytics" message="Database Integration Required" />;
}
