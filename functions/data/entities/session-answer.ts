import { Entity, type EntityItem } from 'electrodb';

/**
 * A member's answer to a question. The primary key is (member, question), so there is exactly one
 * item per member and question: `create` (attribute_not_exists) refuses a second answer, which the
 * API reports as "You have already answered this question". Editing an answer patches this item
 * and awards nothing.
 */
export const buildSessionAnswerEntity = () => new Entity({
  model: { entity: 'sessionAnswer', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    answerId: { type: 'string', required: true, readOnly: true },
    answerText: { type: 'string' },
    selectedOptionId: { type: 'string' },
    /** Absent for a survey question (no correct answer). */
    isCorrect: { type: 'boolean' },
    pointsAwarded: { type: 'number', required: true, default: 0 },
    /** Where it was asked (the member's user_qas topic): the asset's title, "Trailer Q&A" or the movie's title. */
    qaTopic: { type: 'string' },
    /** When the member last changed their choice; absent while never edited (updatedAt changes on every write). */
    editedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    /** A member's answers; with `questionId` the one answer to that question (batch get by question ids). */
    byMember: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['questionId'] },
    },
    /** A question's answers in the order given (answer counts and results). */
    byQuestion: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['questionId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'userId'] },
    },
    /** A member's answers in the order given, newest first with `order: 'desc'` (Answered Questions, paged). */
    byMemberNewest: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'questionId'] },
    },
  },
});
export type SessionAnswerEntity = ReturnType<typeof buildSessionAnswerEntity>;
export type SessionAnswerItem = EntityItem<SessionAnswerEntity>;
