import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminSessionDetailPage() {
  return <ComingSoon title="Session Detail" message="Database Integration Required" />;
}
