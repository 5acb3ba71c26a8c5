import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { RequireAdmin, RequireAuth } from './guards';
import { LoginRedirect } from './LoginRedirect';

// Declarative routes (no data router: its code would weigh on every first load).
// Every page is its own chunk: a visitor's first page loads only the shell and that page.
const HomePage = lazy(() => import('../features/home/pages/HomePage'));
const MoviesPage = lazy(() => import('../features/movies/pages/MoviesPage'));
const MovieDetailPage = lazy(() => import('../features/movies/pages/MovieDetailPage'));
const PersonPage = lazy(() => import('../features/people/pages/PersonPage'));
const ShowsPage = lazy(() => import('../features/shows/pages/ShowsPage'));
const PreShowPage = lazy(() => import('../features/pre-show/pages/PreShowPage'));
const InSessionPage = lazy(() => import('../features/in-session/pages/InSessionPage'));
const AnsweredQuestionsPage = lazy(() => import('../features/answered-questions/pages/AnsweredQuestionsPage'));
const RewardsPage = lazy(() => import('../features/rewards/pages/RewardsPage'));
const InvitePage = lazy(() => import('../features/invite/pages/InvitePage'));
const MyAccountPage = lazy(() => import('../features/account/pages/MyAccountPage'));
const MyTicketsPage = lazy(() => import('../features/tickets/pages/MyTicketsPage'));
const LeaderboardPage = lazy(() => import('../features/leaderboard/pages/LeaderboardPage'));
const NotFoundPage = lazy(() => import('../features/not-found/pages/NotFoundPage'));

const AdminDashboardPage = lazy(() => import('../features/admin/pages/AdminDashboardPage'));
const AdminSessionsPage = lazy(() => import('../features/admin/pages/AdminSessionsPage'));
const AdminSessionDetailPage = lazy(() => import('../features/admin/pages/AdminSessionDetailPage'));
const AdminAssetsPage = lazy(() => import('../features/admin/pages/AdminAssetsPage'));
const AdminReportsPage = lazy(() => import('../features/admin/pages/AdminReportsPage'));
const AdminQuestionsPage = lazy(() => import('../features/admin/pages/AdminQuestionsPage'));
const AdminMembersPage = lazy(() => import('../features/admin/pages/AdminMembersPage'));
const AdminVenuesPage = lazy(() => import('../features/admin/pages/AdminVenuesPage'));
const AdminHomeContentPage = lazy(() => import('../features/admin/pages/AdminHomeContentPage'));
const AdminMoviesPage = lazy(() => import('../features/admin/pages/AdminMoviesPage'));
const AdminQuestionAssetsPage = lazy(() => import('../features/admin/pages/AdminQuestionAssetsPage'));
const AdminPointsConfigPage = lazy(() => import('../features/admin/pages/AdminPointsConfigPage'));

/** Routes of member-app §2 and back-office §2 with their guards. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {/* Public */}
        <Route path="/" element={<HomePage />} />
        <Route path="/movies" element={<MoviesPage />} />
        <Route path="/movies/:id" element={<MovieDetailPage />} />
        <Route path="/person/:id" element={<PersonPage />} />
        <Route path="/login" element={<LoginRedirect />} />
        {/* Login required: visitors are sent to / (replacing history) */}
        <Route element={<RequireAuth />}>
          <Route path="/shows" element={<ShowsPage />} />
          <Route path="/pre-show" element={<PreShowPage />} />
          <Route path="/in-session" element={<InSessionPage />} />
          <Route path="/answered-questions" element={<AnsweredQuestionsPage />} />
          <Route path="/rewards" element={<RewardsPage />} />
          <Route path="/invite" element={<InvitePage />} />
          <Route path="/my-account" element={<MyAccountPage />} />
          <Route path="/my-tickets" element={<MyTicketsPage />} />
          <Route path="/leaderboard" element={<LeaderboardPage />} />
        </Route>
        {/* Admin only: visitors and members are sent to / */}
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<AdminDashboardPage />} />
          <Route path="/admin/sessions" element={<AdminSessionsPage />} />
          <Route path="/admin/sessions/:id" element={<AdminSessionDetailPage />} />
          <Route path="/admin/assets" element={<AdminAssetsPage />} />
          <Route path="/admin/reports" element={<AdminReportsPage />} />
          <Route path="/admin/questions" element={<AdminQuestionsPage />} />
          <Route path="/admin/members" element={<AdminMembersPage />} />
          <Route path="/admin/venues" element={<AdminVenuesPage />} />
          <Route path="/admin/home-content" element={<AdminHomeContentPage />} />
          <Route path="/admin/movies" element={<AdminMoviesPage />} />
          <Route path="/admin/question-assets" element={<AdminQuestionAssetsPage />} />
          <Route path="/admin/points-config" element={<AdminPointsConfigPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
