import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminAssetsPage() {
  return <ComingSoon title="Assets Manager" />;
}
