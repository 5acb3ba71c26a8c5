import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminQuestionsPage() {
  return <ComingSoon title="Asset Survey Management" />;
}
