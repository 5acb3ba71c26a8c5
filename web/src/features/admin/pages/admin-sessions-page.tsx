import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminSessionsPage() {
  return <ComingSoon title="Sessions Management" />;
}
