import { adminAssetsRoutes } from './routes/admin-assets';
import { adminHomeRoutes } from './routes/admin-home';
import { adminMembersRoutes } from './routes/admin-members';
import { adminQuestionsRoutes } from './routes/admin-questions';
import { adminReportsRoutes } from './routes/admin-reports';
import { adminMoviesRoutes } from './routes/admin-movies';
import { adminSessionsRoutes } from './routes/admin-sessions';
import { adminVenuesRoutes } from './routes/admin-venues';
import { bookingRoutes } from './routes/booking';
import { leaderboardRoutes } from './routes/leaderboard';
import { liveRoutes } from './routes/live';
import { membersRoutes } from './routes/members';
import { moviesRoutes } from './routes/movies';
import { platformRoutes } from './routes/platform';
import { questionsRoutes } from './routes/questions';
import { invitationsRoutes } from './routes/invitations';
import { rewardsRoutes } from './routes/rewards';
import type { RouteSpec } from './route-spec';

/** THE route table: the local server, the CDK routes and the OpenAPI document are all made from it. */
export const routes = {
  ...platformRoutes,
  ...membersRoutes,
  ...bookingRoutes,
  ...moviesRoutes,
  ...questionsRoutes,
  ...leaderboardRoutes,
  ...rewardsRoutes,
  ...invitationsRoutes,
  ...adminVenuesRoutes,
  ...adminSessionsRoutes,
  ...adminAssetsRoutes,
  ...adminHomeRoutes,
  ...adminMoviesRoutes,
  ...adminMembersRoutes,
  ...adminQuestionsRoutes,
  ...adminReportsRoutes,
  ...liveRoutes,
} satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type OperationId = keyof Routes;
