import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminQuestionsPage() {
  return <ComingSoon title="Asset Survey Management" />;
}
