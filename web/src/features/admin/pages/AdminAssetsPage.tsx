import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminAssetsPage() {
  return <ComingSoon title="Assets Manager" />;
}
