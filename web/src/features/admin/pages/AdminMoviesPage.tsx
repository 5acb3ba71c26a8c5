import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AdminMoviesPage() {
  return <ComingSoon title="Movies Management" />;
}
