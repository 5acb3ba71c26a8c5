import type { MemberQuestion } from '../../shared/api/routes/questions';
import { answerPointValues, type AnswerPointValues } from '../../shared/questions/grading';
import { compareQuestions, toMemberQuestion } from '../../shared/questions/member-view';
import { db } from '../data/service';
import { rememberedPointsValues } from '../data/settings';
import type { SessionAnswerItem } from '../data/entities/session-answer';
import type { SessionQuestionItem } from '../data/entities/session-question';

/** The member's answers to these questions, by question id (one batch get of their own keys). */
export async function answersTo(userId: string, questionIds: Iterable<string>): Promise<Map<string, SessionAnswerItem>> {
  const keys = [...new Set(questionIds)].map((questionId) => ({ userId, questionId }));
  if (keys.length === 0) return new Map();
  const { data } = await db.entities.sessionAnswer.get(keys).go({ consistent: true });
  return new Map(data.map((answer) => [answer.questionId, answer]));
}

/** Active questions in the order members see them: pre-show, post-show, then unphased; as created within a phase. */
export const activeInOrder = (questions: SessionQuestionItem[]) => questions.filter((q) => q.isActive).sort(compareQuestions);

/** What answering earns, shown beside a question and paid by an answer (remembered for a few seconds per Lambda: functions/data/settings.ts). */
export async function answerValues() {
  return answerPointValues(await rememberedPointsValues());
}

/**
 * The questions as this member sees them, labelled with what answering them earns (`answerValues`, read
 * by the caller beside its other reads): the correct option only where the member has answered
 * (shared/questions/member-view.ts, the one place every list goes through).
 */
export function asMemberQuestions(questions: SessionQuestionItem[], answers: Map<string, SessionAnswerItem>, values: AnswerPointValues): MemberQuestion[] {
  return questions.map((question) => toMemberQuestion(question, answers.get(question.questionId), values));
}
