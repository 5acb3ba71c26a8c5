export type TimingPhase = 'pre-show' | 'post-show';

/** The user_qas topic of the trailer Q&A (docs/product-rules.md, "Questions and answers"). */
export const TRAILER_QA_TOPIC = 'Trailer Q&A';

export interface TopicQuestion {
  timingPhase?: TimingPhase;
  /** Set on a generated movie question. */
  movieTitle?: string;
}

export interface TopicAsset {
  title: string;
  type: string;
}

/**
 * Where a question was asked, recorded as the member's Q&A topic (user_qas): a trailer's questions
 * with no timing phase are "Trailer Q&A"; other asset questions (flash cards) are the asset's title;
 * a movie's generated questions are the movie's title.
 */
export function qaTopic(question: TopicQuestion, asset: TopicAsset | null | undefined): string | null {
  if (question.movieTitle !== undefined) return question.movieTitle;
  if (!asset) return null;
  return !question.timingPhase && asset.type === 'trailer' ? TRAILER_QA_TOPIC : asset.title;
}

/** The ledger reason of the points an answer earns: "Answered a question about Dune". */
export function answerReason(question: TopicQuestion, asset: TopicAsset | null | undefined): string {
  const about = question.movieTitle ?? asset?.title;
  return about ? `Answered a question about ${about}` : 'Answered a question';
}
