/**
 * Asset Survey Management's rules (docs/back-office.md, "Questions"): the four validation texts word for word,
 * what removing an option does to the correct answer, and the AI generation quantities.
 */

/** Fixed wording (docs/back-office.md, "Questions"). */
export const SURVEY_MESSAGES = {
  text: 'All questions must have text',
  options: 'Each question must have at least 2 options',
  optionText: 'All options must have text',
  asset: 'Please select an asset first',
} as const;

/** AI question generation gives 10 first, 5 for Generate More (docs/back-office.md, "Questions"). */
export const GENERATE_FIRST_QUANTITY = 10;
export const GENERATE_MORE_QUANTITY = 5;

/** What a question's texts may hold (what the Q&A screens are laid out for; the generators keep the same bounds). */
export const MAX_SURVEY_QUESTION_LENGTH = 300;
export const MAX_SURVEY_OPTION_LENGTH = 120;
export const MAX_SURVEY_OPTIONS = 6;
export const MIN_SURVEY_OPTIONS = 2;

export interface SurveyOption {
  id: string;
  text: string;
}

/** A question as the add/edit dialog and the generated drafts hold it. */
export interface SurveyDraft {
  text: string;
  options: SurveyOption[];
  /** An option id, or null for a survey question (no right answer). */
  correctOptionId: string | null;
}

/** The first of the spec's messages the draft breaks, or null when it may be saved. */
export function surveyDraftProblem(draft: SurveyDraft, assetId: string | null | undefined): string | null {
  if (!assetId) return SURVEY_MESSAGES.asset;
  if (!draft.text.trim()) return SURVEY_MESSAGES.text;
  if (draft.options.length < MIN_SURVEY_OPTIONS) return SURVEY_MESSAGES.options;
  if (draft.options.some((option) => !option.text.trim())) return SURVEY_MESSAGES.optionText;
  return null;
}

/** Removes an option; the correct answer is cleared when it was that option (docs/back-office.md, "Questions"). */
export function removeOption<T extends SurveyDraft>(draft: T, optionId: string): T {
  return {
    ...draft,
    options: draft.options.filter((option) => option.id !== optionId),
    correctOptionId: draft.correctOptionId === optionId ? null : draft.correctOptionId,
  };
}

/** An option id not yet used by the draft: a, b, c... then opt-N. */
export function nextOptionId(options: readonly SurveyOption[]): string {
  const used = new Set(options.map((option) => option.id));
  const letter = 'abcdefghijklmnopqrstuvwxyz'.split('').find((id) => !used.has(id));
  if (letter) return letter;
  let n = options.length + 1;
  while (used.has(`opt-${n}`)) n++;
  return `opt-${n}`;
}

/** Adds an empty option with a fresh id. */
export function addOption<T extends SurveyDraft>(draft: T): T {
  return { ...draft, options: [...draft.options, { id: nextOptionId(draft.options), text: '' }] };
}

/** A new question's dialog: two empty options, no correct answer (a survey until one is chosen). */
export const emptySurveyDraft = (): SurveyDraft => ({ text: '', options: [{ id: 'a', text: '' }, { id: 'b', text: '' }], correctOptionId: null });
