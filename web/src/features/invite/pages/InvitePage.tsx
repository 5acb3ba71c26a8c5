import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function InvitePage() {
  return <ComingSoon title="Invite Friends" />;
}
