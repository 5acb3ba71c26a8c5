import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminMembersPage() {
  return <ComingSoon title="Member Management" />;
}
