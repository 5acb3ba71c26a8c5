import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AnsweredQuestionsPage() {
  return <ComingSoon title="Answered Questions" />;
}
