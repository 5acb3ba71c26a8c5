import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminSessionsPage() {
  return <ComingSoon title="Sessions Management" />;
}
