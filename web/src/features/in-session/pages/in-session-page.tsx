import { ComingSoon } from '../../../components/layout/coming-soon';

export default function InSessionPage() {
  return <ComingSoon title="Session Q&A" />;
}
