import { ComingSoon } from '../../../components/layout/coming-soon';

export default function RewardsPage() {
  return <ComingSoon title="Rewards" />;
}
