import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoader } from '../components/layout/page-loader';
import HomePage from '../features/home/pages/home-page';
import { RequireAuth, RequireBackOffice } from './guards';
import { LoginRedirect } from './login-redirect';

// Declarative routes (no data router: its code would weigh on every first load).
// Every page is its own chunk: a visitor's first page loads only the shell and that page. Home, where
// most visits start, is part of the shell: one round trip fewer before it can render (its data is
// preloaded by index.html).
const MoviesPage = lazy(() => import('../features/movies/pages/movies-page'));
const MovieDetailPage = lazy(() => import('../features/movies/pages/movie-detail-page'));
const PersonPage = lazy(() => import('../features/people/pages/person-page'));
const ShowsPage = lazy(() => import('../features/shows/pages/shows-page'));
const PreShowPage = lazy(() => import('../features/pre-show/pages/pre-show-page'));
const InSessionPage = lazy(() => import('../features/in-session/pages/in-session-page'));
const AnsweredQuestionsPage = lazy(() => import('../features/answered-questions/pages/answered-questions-page'));
const RewardsPage = lazy(() => import('../features/rewards/pages/rewards-page'));
const InvitePage = lazy(() => import('../features/invite/pages/invite-page'));
const MyAccountPage = lazy(() => import('../features/account/pages/my-account-page'));
const MyTicketsPage = lazy(() => import('../features/tickets/pages/my-tickets-page'));
const LeaderboardPage = lazy(() => import('../features/leaderboard/pages/leaderboard-page'));
const LiveGamePage = lazy(() => import('../features/live/pages/live-game-page'));
const JoinCodePage = lazy(() => import('../features/live/pages/join-code-page'));
const UnsubscribePage = lazy(() => import('../features/unsubscribe/pages/unsubscribe-page'));
const NotFoundPage = lazy(() => import('../features/not-found/pages/not-found-page'));

const AdminDashboardPage = lazy(() => import('../features/admin/dashboard/admin-dashboard-page'));
const AdminSessionsPage = lazy(() => import('../features/admin/sessions/admin-sessions-page'));
const AdminSessionDetailPage = lazy(() => import('../features/admin/sessions/admin-session-detail-page'));
const AdminAssetsPage = lazy(() => import('../features/admin/assets/admin-assets-page'));
const AdminReportsPage = lazy(() => import('../features/admin/reports/admin-reports-page'));
const AdminQuestionsPage = lazy(() => import('../features/admin/questions/admin-questions-page'));
const AdminMembersPage = lazy(() => import('../features/admin/members/admin-members-page'));
const AdminVenuesPage = lazy(() => import('../features/admin/venues/admin-venues-page'));
const AdminHomeContentPage = lazy(() => import('../features/admin/home-content/admin-home-content-page'));
const AdminMoviesPage = lazy(() => import('../features/admin/movies/admin-movies-page'));
const AdminQuestionAssetsPage = lazy(() => import('../features/admin/questions/admin-question-assets-page'));
const AdminPointsConfigPage = lazy(() => import('../features/admin/points-config/admin-points-config-page'));
const AdminLivePage = lazy(() => import('../features/admin/live/admin-live-page'));
const AdminLiveScreenPage = lazy(() => import('../features/admin/live/big-screen-page'));
const AdminCheckInPage = lazy(() => import('../features/admin/check-in/admin-check-in-page'));

/** The member and admin routes with their guards (docs/product-rules.md, "Screens and errors"; docs/back-office.md, "Pages"). */
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
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
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
          <Route path="/live/:gameId" element={<LiveGamePage />} />
          <Route path="/j/:code" element={<JoinCodePage />} />
        </Route>
        {/* Back office: visitors and members are sent to /; staff see Door Check-in only */}
        <Route element={<RequireBackOffice role="staff" />}>
          <Route path="/admin/check-in" element={<AdminCheckInPage />} />
        </Route>
        <Route element={<RequireBackOffice role="admin" />}>
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
          <Route path="/admin/live" element={<AdminLivePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The big screen: full screen for the projector, without the site's header and menus */}
      <Route element={<RequireBackOffice role="admin" />}>
        <Route
          path="/admin/live/:gameId/screen"
          element={
            <Suspense fallback={<PageLoader />}>
              <AdminLiveScreenPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
