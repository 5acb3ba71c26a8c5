import type { OperationId, Routes } from './routes';

/**
 * The method and path of every route in the route table, by operation id: the little the web app
 * needs at run time to call a route. Importing the route table itself would bring every zod schema
 * into the app's first page, so the app imports this map and only the table's types
 * (`import type`). The type below makes the compiler check it against the table: a route missing
 * here, one too many, or a method or path that differs fails `npm run typecheck`.
 */
export const operations = {
  health: { method: 'GET', path: '/api/health' },
  openapi: { method: 'GET', path: '/api/openapi.json' },
  getSettings: { method: 'GET', path: '/api/settings' },
  getMe: { method: 'GET', path: '/api/me' },
  updateMe: { method: 'PATCH', path: '/api/me' },
  adoptMyVerifiedEmail: { method: 'PUT', path: '/api/me/email' },
  getMyPointsHistory: { method: 'GET', path: '/api/me/points-history' },
  getMyStats: { method: 'GET', path: '/api/me/stats' },
  adjustMemberPoints: { method: 'POST', path: '/api/admin/members/{id}/points' },
  listSessions: { method: 'GET', path: '/api/sessions' },
  getSession: { method: 'GET', path: '/api/sessions/{id}' },
  getSessionSeats: { method: 'GET', path: '/api/sessions/{id}/seats' },
  getSessionAssets: { method: 'GET', path: '/api/sessions/{id}/assets' },
  createBooking: { method: 'POST', path: '/api/bookings' },
  listMyTickets: { method: 'GET', path: '/api/me/tickets' },
  listMovies: { method: 'GET', path: '/api/movies' },
  getMovie: { method: 'GET', path: '/api/movies/{id}' },
  listMovieReviews: { method: 'GET', path: '/api/movies/{id}/reviews' },
  createReview: { method: 'POST', path: '/api/movies/{id}/reviews' },
  updateMyReview: { method: 'PATCH', path: '/api/movies/{id}/reviews/mine' },
  deleteMyReview: { method: 'DELETE', path: '/api/movies/{id}/reviews/mine' },
  getPerson: { method: 'GET', path: '/api/people/{id}' },
  getMedia: { method: 'GET', path: '/api/media/{kind}/{file}' },
  listTrailers: { method: 'GET', path: '/api/trailers' },
  getFeatured: { method: 'GET', path: '/api/featured' },
  getMovieQuestionCount: { method: 'GET', path: '/api/movies/{id}/question-count' },
  listMovieQuestions: { method: 'GET', path: '/api/movies/{id}/questions' },
  listAssetQuestions: { method: 'GET', path: '/api/assets/{id}/questions' },
  listMyFlashCards: { method: 'GET', path: '/api/me/flash-cards' },
  listMyAnswers: { method: 'GET', path: '/api/me/answers' },
  answerQuestion: { method: 'POST', path: '/api/questions/{id}/answers' },
  changeMyAnswer: { method: 'PUT', path: '/api/questions/{id}/answers/mine' },
  getLeaderboard: { method: 'GET', path: '/api/leaderboard' },
  getLeaderboardPreview: { method: 'GET', path: '/api/leaderboard/preview' },
} as const satisfies { readonly [K in OperationId]: Pick<Routes[K], 'method' | 'path'> };
