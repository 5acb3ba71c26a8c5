import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminSessionDetailPage() {
  return <ComingSoon title="Session Detail" message="Database Integration Required" />;
}
