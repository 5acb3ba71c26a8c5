import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminMembersPage() {
  return <ComingSoon title="Member Management" />;
}
