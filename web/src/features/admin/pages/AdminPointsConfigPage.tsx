import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminPointsConfigPage() {
  return <ComingSoon title="Points Configuration" />;
}
