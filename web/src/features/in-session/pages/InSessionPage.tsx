import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function InSessionPage() {
  return <ComingSoon title="Session Q&A" />;
}
