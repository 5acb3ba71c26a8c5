import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminQuestionAssetsPage() {
  return <ComingSoon title="Question-Asset Links" />;
}
