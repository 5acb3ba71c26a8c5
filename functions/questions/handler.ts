import { questionsRoutes } from '../../shared/api/routes/questions';
import { adminQuestionsRoutes } from '../../shared/api/routes/admin-questions';
import type { Logger } from '@aws-lambda-powertools/logger';
import { domainHandler, HttpResponse } from '../lib/handler';
import {
  bulkDeleteQuestions,
  createQuestions,
  deleteQuestion,
  generateDrafts,
  linkQuestion,
  listAssetQuestionsForAdmin,
  listQuestionLinks,
  questionLinkCounts,
  setQuestionStatus,
  updateQuestion,
} from './admin-questions';
import { answerQuestion, changeAnswer, listMyAnswers } from './answers';
import { listFlashCards } from './flash-cards';
import { listAssetQuestions, listMovieQuestions, movieQuestionCount } from './lists';
import type { GenerationOptions } from './movie-questions';

const generation = (logger: Logger): GenerationOptions => ({
  log: (message, error) => logger.error(message, { error: error as Error }),
});

/**
 * The questions domain's Lambda: movie Q&A (generated once), trailer Q&A, flash cards, answers and their
 * points; and the back office's Asset Survey Management and Question-Asset Links (admin routes).
 */
export const handler = domainHandler('questions', { ...questionsRoutes, ...adminQuestionsRoutes }, {
  getMovieQuestionCount: async ({ params }) => ({ count: await movieQuestionCount(params.id) }),
  listMovieQuestions: async ({ params, caller, logger }) => ({ items: await listMovieQuestions(caller.userId, params.id, generation(logger)) }),
  listAssetQuestions: async ({ params, caller }) => ({ items: await listAssetQuestions(caller.userId, params.id) }),
  listMyFlashCards: async ({ caller, logger }) => ({ items: await listFlashCards(caller.userId, new Date(), { ...generation(logger), member: caller.userId }) }),
  listMyAnswers: async ({ query, caller }) => listMyAnswers(caller.userId, query.cursor),
  answerQuestion: async ({ params, body, caller }) => answerQuestion(caller, params.id, body.optionId),
  changeMyAnswer: async ({ params, body, caller }) => changeAnswer(caller.userId, params.id, body.optionId),

  listAdminAssetQuestions: async ({ params }) => listAssetQuestionsForAdmin(params.id),
  createAdminQuestions: async ({ body }) => createQuestions(body.assetId, body.questions),
  updateAdminQuestion: async ({ params, body }) => updateQuestion(params.id, body),
  setAdminQuestionStatus: async ({ params, body }) => setQuestionStatus(params.id, body.isActive),
  deleteAdminQuestion: async ({ params }) => {
    await deleteQuestion(params.id);
    return new HttpResponse(204, '');
  },
  generateAssetQuestions: async ({ params, body }) => generateDrafts(params.id, body.quantity, body.avoid),
  listQuestionLinks: async ({ query }) => listQuestionLinks(query.state, query.cursor),
  getQuestionLinkCounts: async () => questionLinkCounts(),
  linkQuestion: async ({ params, body }) => linkQuestion(params.id, body.assetId),
  bulkDeleteQuestions: async ({ body, logger }) => bulkDeleteQuestions(body.ids, logger),
});
