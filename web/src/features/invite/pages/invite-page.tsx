import { ComingSoon } from '../../../components/layout/coming-soon';

export default function InvitePage() {
  return <ComingSoon title="Invite Friends" />;
}
