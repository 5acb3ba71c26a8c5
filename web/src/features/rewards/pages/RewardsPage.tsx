import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function RewardsPage() {
  return <ComingSoon title="Rewards" />;
}
