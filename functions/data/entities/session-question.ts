import { Entity, type EntityItem } from 'electrodb';

export const QUESTION_TYPES = ['mcq', 'multiple_choice', 'rating'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** When a session question is asked; absent (null in the API) means trailer-style. */
export const TIMING_PHASES = ['pre-show', 'post-show'] as const;
export type TimingPhase = (typeof TIMING_PHASES)[number];

/** An asset question is linked to an asset or not (unlinked = no asset; docs/back-office.md, "Questions"). */
export const LINK_STATES = ['linked', 'unlinked'] as const;
export type LinkState = (typeof LINK_STATES)[number];

/** The key value standing for "no timing phase" (trailer-style questions) in the phase-ordered indexes. */
export const TRAILER_PHASE_KEY = 'trailer';

/**
 * A question asked around an asset (trailer Q&A, flash cards) or about a movie (the movie detail's
 * Q&A tab, generated once per movie: see question-set.ts). `correctAnswer` is an option id, absent
 * for a survey question. Linking to another asset rewrites only the `byAsset` partition key
 * (`.set({ assetId })`); unlinking (`.remove(['assetId'])`) drops the question from that index.
 * A session's flash cards are its movie's questions plus its assets' phased questions (docs/product-rules.md, "Questions and answers"),
 * so no question is keyed by session.
 */
export const buildSessionQuestionEntity = () => new Entity({
  model: { entity: 'sessionQuestion', version: '1', service: 'cinema' },
  attributes: {
    questionId: { type: 'string', required: true, readOnly: true },
    /** Absent when the question is not linked to an asset. */
    assetId: { type: 'string' },
    /** The movie-database id of the movie a generated movie question is about; absent for asset questions. */
    movieId: { type: 'number', readOnly: true },
    /** That movie's title when the question was generated (the member's Q&A topic and ledger reason). */
    movieTitle: { type: 'string' },
    /** How many questions the movie's set was generated with (tells a complete read of `byMovie` from a partial one). */
    setSize: { type: 'number' },
    /** Fixed at creation (generated questions get one; admin survey questions have none). */
    timingPhase: { type: TIMING_PHASES, readOnly: true },
    /** timingPhase or TRAILER_PHASE_KEY: a key cannot match "absent", and trailer Q&A must be queryable. */
    phaseKey: {
      type: 'string',
      hidden: true,
      readOnly: true,
      watch: ['timingPhase'],
      set: (_: unknown, item: { timingPhase?: TimingPhase }) => item.timingPhase ?? TRAILER_PHASE_KEY,
    },
    /**
     * Where the back office lists an asset question (`linked` / `unlinked`); absent on a movie's
     * generated questions, which belong to their movie and are never linked.
     */
    linkState: { type: LINK_STATES },
    isActive: { type: 'boolean', required: true, default: true },
    questionType: { type: QUESTION_TYPES, required: true, default: 'mcq' },
    questionText: { type: 'string', required: true },
    options: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          text: { type: 'string', required: true },
        },
      },
    },
    /** The id of the correct option; absent (null in the API) for a survey question. */
    correctAnswer: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['questionId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** An asset's questions by phase, oldest first: `{ assetId, phaseKey: 'trailer' }` is the trailer Q&A. */
    byAsset: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['assetId'] },
      sk: { field: 'gsi1sk', composite: ['phaseKey', 'createdAt', 'questionId'] },
    },
    /** A movie's generated questions by phase (movie Q&A tab; a session's flash cards with its assets' questions). */
    byMovie: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['movieId'] },
      sk: { field: 'gsi2sk', composite: ['phaseKey', 'createdAt', 'questionId'] },
    },
    /**
     * The back office's asset questions by link state, newest first with `order: 'desc'` (Question-Asset
     * Links: the Unlinked and Linked tabs and their counters). Linking or unlinking writes `linkState`
     * with `.composite({ createdAt })`.
     */
    byLinkState: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['linkState'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'questionId'] },
    },
  },
});
export type SessionQuestionEntity = ReturnType<typeof buildSessionQuestionEntity>;
export type SessionQuestionItem = EntityItem<SessionQuestionEntity>;
