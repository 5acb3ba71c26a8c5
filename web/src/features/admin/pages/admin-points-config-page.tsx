import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminPointsConfigPage() {
  return <ComingSoon title="Points Configuration" />;
}
