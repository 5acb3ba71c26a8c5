import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminHomeContentPage() {
  return <ComingSoon title="Home Content Manager" />;
}
