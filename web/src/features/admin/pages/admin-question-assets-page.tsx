import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminQuestionAssetsPage() {
  return <ComingSoon title="Question-Asset Links" />;
}
