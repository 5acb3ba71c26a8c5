import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AnsweredQuestionsPage() {
  return <ComingSoon title="Answered Questions" />;
}
