import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AdminMoviesPage() {
  return <ComingSoon title="Movies Management" />;
}
