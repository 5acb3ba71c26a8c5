import type { Logger } from '@aws-lambda-powertools/logger';
import { domainHandler } from '../lib/handler';
import { answerQuestion, changeAnswer, listMyAnswers } from './answers';
import { listFlashCards } from './flash-cards';
import { listAssetQuestions, listMovieQuestions, movieQuestionCount } from './lists';
import type { GenerationOptions } from './movie-questions';

const generation = (logger: Logger): GenerationOptions => ({
  log: (message, error) => logger.error(message, { error: error as Error }),
});

/** The questions domain's Lambda: movie Q&A (generated once), trailer Q&A, flash cards, answers and their points. */
export const handler = domainHandler('questions', {
  getMovieQuestionCount: async ({ params, logger }) => ({ count: await movieQuestionCount(params.id, generation(logger)) }),
  listMovieQuestions: async ({ params, caller, logger }) => ({ items: await listMovieQuestions(caller.userId, params.id, generation(logger)) }),
  listAssetQuestions: async ({ params, caller }) => ({ items: await listAssetQuestions(caller.userId, params.id) }),
  listMyFlashCards: async ({ caller, logger }) => ({ items: await listFlashCards(caller.userId, new Date(), generation(logger)) }),
  listMyAnswers: async ({ query, caller }) => listMyAnswers(caller.userId, query.cursor),
  answerQuestion: async ({ params, body, caller }) => answerQuestion(caller, params.id, body.optionId),
  changeMyAnswer: async ({ params, body, caller }) => changeAnswer(caller.userId, params.id, body.optionId),
});
