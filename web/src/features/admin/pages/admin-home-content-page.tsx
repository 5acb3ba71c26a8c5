import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminHomeContentPage() {
  return <ComingSoon title="Home Content Manager" />;
}
