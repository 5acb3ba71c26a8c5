import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAsset } from '../../shared/api/routes/admin-assets';
import type * as z from 'zod';
import { adminQuestionsRoutes, type AdminQuestion, type QuestionDraft } from '../../shared/api/routes/admin-questions';
import type { MemberQuestion } from '../../shared/api/routes/questions';
import { createAdmin, createMember, type TestUser } from '../helpers';

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([createAdmin(), createMember()]);
});

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

async function newAsset(overrides: Record<string, unknown> = {}): Promise<AdminAsset> {
  const response = await admin.api.post<AdminAsset>('/api/admin/assets', {
    type: 'ad',
    title: `Survey Ad ${randomUUID().slice(0, 6)}`,
    brand: 'Fizz Cola',
    fileUrl: 'https://media.example.com/ads/fizz.mp4',
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const options = (...texts: string[]) => texts.map((text, i) => ({ id: 'abcdef'[i], text }));
const question = (overrides: Record<string, unknown> = {}) => ({ text: 'Did you enjoy the ad?', options: options('Yes', 'No'), correctOptionId: null, ...overrides });

async function save(assetId: string, questions: unknown[]): Promise<AdminQuestion[]> {
  const response = await admin.api.post<{ items: AdminQuestion[] }>('/api/admin/questions', { assetId, questions });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.items;
}

const counts = async () => (await admin.api.get<{ unlinked: number; linked: number; availableAssets: number }>('/api/admin/question-links/counts')).body;

describe('Asset Survey Management', () => {
  it('refuses a question with the spec texts: no asset, no text, fewer than 2 options, an option without text', async () => {
    const asset = await newAsset();
    const cases: [Record<string, unknown>, string][] = [
      [{ questions: [question()] }, 'Please select an asset first'],
      [{ assetId: '', questions: [question()] }, 'Please select an asset first'],
      [{ assetId: asset.id, questions: [question({ text: '  ' })] }, 'All questions must have text'],
      [{ assetId: asset.id, questions: [question({ options: options('Only one') })] }, 'Each question must have at least 2 options'],
      [{ assetId: asset.id, questions: [question({ options: options('Yes', ' ') })] }, 'All options must have text'],
      [{ assetId: asset.id, questions: [question({ correctOptionId: 'z' })] }, 'The correct answer must be one of the options'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.api.post('/api/admin/questions', body);
      expect(response.status, message).toBe(400);
      expect(errorOf(response.body).message).toBe(message);
    }
    const missing = await admin.api.post('/api/admin/questions', { assetId: 'no-such-asset', questions: [question()] });
    expect(missing.status).toBe(404);
  });

  it("saves questions on the asset, edits (a survey has no correct option), toggles and deletes; members never see the right option before answering", async () => {
    const asset = await newAsset({ type: 'trailer', movieId: '1001', fileUrl: 'https://www.youtube.com/watch?v=abcdefghijk' });
    const [quiz, survey] = await save(asset.id, [
      question({ text: 'Which drink was advertised?', options: options('Fizz Cola', 'Water', 'Tea'), correctOptionId: 'a' }),
      question({ text: 'How did you like it?' }),
    ]);
    expect(quiz).toMatchObject({ assetId: asset.id, assetTitle: asset.title, assetType: 'trailer', correctOptionId: 'a', isActive: true, phase: null });
    expect(survey.correctOptionId).toBeNull();

    const list = await admin.api.get<{ items: AdminQuestion[] }>(`/api/admin/assets/${asset.id}/questions`);
    expect(list.body.items.map((q) => q.text)).toEqual(['Which drink was advertised?', 'How did you like it?']);

    // The member's trailer Q&A: no correct option until answered.
    const seen = await member.api.get<{ items: MemberQuestion[] }>(`/api/assets/${asset.id}/questions`);
    expect(seen.status).toBe(200);
    for (const item of seen.body.items) expect(item).not.toHaveProperty('correctOptionId');

    // Removing the correct option clears it: the edit saves a survey question.
    const edited = await admin.api.put<AdminQuestion>(`/api/admin/questions/${quiz.id}`, { text: 'Which drink?', options: options('Water', 'Tea'), correctOptionId: null });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ text: 'Which drink?', correctOptionId: null, options: options('Water', 'Tea') });
    const quizAgain = await admin.api.put<AdminQuestion>(`/api/admin/questions/${quiz.id}`, { text: 'Which drink?', options: options('Water', 'Tea'), correctOptionId: 'b' });
    expect(quizAgain.body.correctOptionId).toBe('b');

    const off = await admin.api.patch<AdminQuestion>(`/api/admin/questions/${survey.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    const memberList = await member.api.get<{ items: MemberQuestion[] }>(`/api/assets/${asset.id}/questions`);
    expect(memberList.body.items.map((q) => q.id)).toEqual([quiz.id]);

    expect((await admin.api.delete(`/api/admin/questions/${survey.id}`)).status).toBe(204);
    expect((await admin.api.delete(`/api/admin/questions/${survey.id}`)).status).toBe(404);
    expect((await admin.api.put(`/api/admin/questions/${survey.id}`, question())).status).toBe(404);
    expect((await admin.api.get<{ items: AdminQuestion[] }>(`/api/admin/assets/${asset.id}/questions`)).body.items.map((q) => q.id)).toEqual([quiz.id]);
  });

  it("generates 10 drafts grounded in the asset's movie, then 5 more new ones; nothing is saved until reviewed", async () => {
    const asset = await newAsset({ type: 'movie', movieId: '1001' });
    const first = await admin.api.post<{ items: QuestionDraft[] }>(`/api/admin/assets/${asset.id}/questions/generate`, { quantity: 10 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.items).toHaveLength(10);
    for (const draft of first.body.items) {
      expect(draft.options).toHaveLength(4);
      expect(draft.options.map((o) => o.id)).toContain(draft.correctOptionId);
    }
    expect((await admin.api.get<{ items: AdminQuestion[] }>(`/api/admin/assets/${asset.id}/questions`)).body.items).toEqual([]);

    const more = await admin.api.post<{ items: QuestionDraft[] }>(`/api/admin/assets/${asset.id}/questions/generate`, {
      quantity: 5,
      avoid: first.body.items.map((d) => d.text),
    });
    expect(more.body.items).toHaveLength(5);
    const asked = new Set(first.body.items.map((d) => d.text));
    expect(more.body.items.filter((d) => asked.has(d.text))).toEqual([]);

    // Reviewed: two kept, one edited; saved together.
    const saved = await save(asset.id, [first.body.items[0], { ...first.body.items[1], text: 'Edited question?' }]);
    expect(saved.map((q) => q.text)).toEqual([first.body.items[0].text, 'Edited question?']);
    // Generating again never repeats a saved question.
    const again = await admin.api.post<{ items: QuestionDraft[] }>(`/api/admin/assets/${asset.id}/questions/generate`, { quantity: 10 });
    expect(again.body.items.map((d) => d.text)).not.toContain(first.body.items[0].text);
  });

  it('generates survey questions (no correct option) for an asset without a movie, and refuses other quantities', async () => {
    const asset = await newAsset({ title: 'Summer Splash', brand: 'Fizz Cola' });
    const drafts = await admin.api.post<{ items: QuestionDraft[] }>(`/api/admin/assets/${asset.id}/questions/generate`, { quantity: 10 });
    expect(drafts.body.items).toHaveLength(10);
    for (const draft of drafts.body.items) expect(draft.correctOptionId).toBeNull();
    const bad = await admin.api.post(`/api/admin/assets/${asset.id}/questions/generate`, { quantity: 7 });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).message).toBe('quantity must be 10 or 5');
    expect((await admin.api.post('/api/admin/assets/no-such-asset/questions/generate', { quantity: 10 })).status).toBe(404);
  });
});

describe('Question-Asset Links', () => {
  it('unlinks, links and counts: the counters move by exactly one each way', async () => {
    const [asset, other] = await Promise.all([newAsset(), newAsset()]);
    const [q] = await save(asset.id, [question({ text: `Link me ${randomUUID().slice(0, 4)}?` })]);
    const before = await counts();

    const unlinked = await admin.api.put<AdminQuestion>(`/api/admin/questions/${q.id}/asset`, { assetId: null });
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    expect(unlinked.body).toMatchObject({ assetId: null, assetTitle: null });
    expect(await counts()).toEqual({ ...before, unlinked: before.unlinked + 1, linked: before.linked - 1 });
    const tab = await admin.api.get<{ items: AdminQuestion[] }>('/api/admin/question-links?state=unlinked');
    expect(tab.body.items.map((item) => item.id)).toContain(q.id);
    expect((await admin.api.get<{ items: AdminQuestion[] }>(`/api/admin/assets/${asset.id}/questions`)).body.items).toEqual([]);

    const linked = await admin.api.put<AdminQuestion>(`/api/admin/questions/${q.id}/asset`, { assetId: other.id });
    expect(linked.body).toMatchObject({ assetId: other.id, assetTitle: other.title });
    expect(await counts()).toEqual(before);
    const linkedTab = await admin.api.get<{ items: AdminQuestion[] }>('/api/admin/question-links?state=linked');
    expect(linkedTab.body.items.map((item) => item.id)).toContain(q.id);
    expect((await admin.api.get<{ items: AdminQuestion[] }>(`/api/admin/assets/${other.id}/questions`)).body.items.map((item) => item.id)).toEqual([q.id]);

    const missing = await admin.api.put(`/api/admin/questions/${q.id}/asset`, { assetId: 'no-such-asset' });
    expect(missing.status).toBe(404);
    expect(errorOf(missing.body).message).toBe('Asset not found');
    expect((await admin.api.get('/api/admin/question-links?state=maybe')).status).toBe(400);
  });

  it("unlinks an asset's questions when the asset is deleted", async () => {
    const asset = await newAsset();
    const [q] = await save(asset.id, [question({ text: 'Orphan?' })]);
    const before = await counts();
    expect((await admin.api.delete(`/api/admin/assets/${asset.id}`)).status).toBe(204);
    const after = await counts();
    expect(after).toMatchObject({ unlinked: before.unlinked + 1, linked: before.linked - 1 });
    const tab = await admin.api.get<{ items: AdminQuestion[] }>('/api/admin/question-links?state=unlinked');
    expect(tab.body.items.find((item) => item.id === q.id)).toMatchObject({ assetId: null, text: 'Orphan?' });
  });

  it('counts an active asset as available and an inactive one not', async () => {
    const before = await counts();
    const asset = await newAsset();
    expect((await counts()).availableAssets).toBe(before.availableAssets + 1);
    await admin.api.patch(`/api/admin/assets/${asset.id}`, { isActive: false });
    expect((await counts()).availableAssets).toBe(before.availableAssets);
  });

  it('bulk deletes with a result per question (a missing one does not stop the others)', async () => {
    const asset = await newAsset();
    const saved = await save(asset.id, [question({ text: 'One?' }), question({ text: 'Two?' })]);
    const before = await counts();
    const response = await admin.api.post<z.output<typeof adminQuestionsRoutes.bulkDeleteQuestions.response>>('/api/admin/questions/bulk-delete', {
      ids: [...saved.map((q) => q.id), 'no-such-question'],
    });
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([
      { id: saved[0].id, ok: true },
      { id: saved[1].id, ok: true },
      { id: 'no-such-question', ok: false, error: { code: 'NOT_FOUND', message: 'Question not found' } },
    ]);
    expect(adminQuestionsRoutes.bulkDeleteQuestions.itemErrors).toContain(response.body.results[2].error?.code);
    expect((await counts()).linked).toBe(before.linked - 2);
    const empty = await admin.api.post('/api/admin/questions/bulk-delete', { ids: [] });
    expect(errorOf(empty.body).message).toBe('Please select at least one question');
  });
});
