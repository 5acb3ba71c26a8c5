import { describe, expect, it } from 'vitest';
import { addOption, emptySurveyDraft, nextOptionId, removeOption, surveyDraftProblem } from './survey';

const draft = { text: 'Which drink?', options: [{ id: 'a', text: 'Cola' }, { id: 'b', text: 'Tea' }, { id: 'c', text: 'Water' }], correctOptionId: 'b' };

describe('survey questions', () => {
  it('names the first problem with the spec texts: asset first, then text, options, option texts', () => {
    expect(surveyDraftProblem(draft, null)).toBe('Please select an asset first');
    expect(surveyDraftProblem({ ...draft, text: ' ' }, 'asset-1')).toBe('All questions must have text');
    expect(surveyDraftProblem({ ...draft, options: [draft.options[0]] }, 'asset-1')).toBe('Each question must have at least 2 options');
    expect(surveyDraftProblem({ ...draft, options: [...draft.options, { id: 'd', text: '' }] }, 'asset-1')).toBe('All options must have text');
    expect(surveyDraftProblem(draft, 'asset-1')).toBeNull();
  });

  it('clears the correct answer when its option is removed, and keeps it otherwise', () => {
    expect(removeOption(draft, 'b')).toEqual({ ...draft, options: [draft.options[0], draft.options[2]], correctOptionId: null });
    expect(removeOption(draft, 'c').correctOptionId).toBe('b');
  });

  it('adds options with fresh ids; a new question has two empty options and no correct answer', () => {
    expect(nextOptionId([{ id: 'a', text: '' }, { id: 'c', text: '' }])).toBe('b');
    expect(addOption(draft).options.at(-1)).toEqual({ id: 'd', text: '' });
    expect(emptySurveyDraft()).toEqual({ text: '', options: [{ id: 'a', text: '' }, { id: 'b', text: '' }], correctOptionId: null });
  });
});
