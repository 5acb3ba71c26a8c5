import { questionDraftSchema } from '@shared/api/routes/admin-questions';
import type { SurveyDraft } from '@shared/questions/survey';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { useAuth } from '../../../lib/auth';
import { memberKey } from '../../../lib/member-storage';

/** An admin's generated drafts not saved yet, by asset id. */
type DraftsByAsset = Readonly<Record<string, SurveyDraft[]>>;

const storedDrafts = z.record(z.string(), z.array(questionDraftSchema));
const NO_DRAFTS: DraftsByAsset = {};
const NONE: SurveyDraft[] = [];

// A member-storage key, so signing out removes the drafts with the rest of the admin's data on the device.
const storageKey = (userId: string) => memberKey(userId, 'questionDrafts');

/** This tab's copy, by user: read from the device once, then written through to it on every change. */
const byUser = new Map<string, DraftsByAsset>();
const listeners = new Set<() => void>();

function load(userId: string): DraftsByAsset {
  try {
    const parsed = storedDrafts.safeParse(JSON.parse(localStorage.getItem(storageKey(userId)) ?? '{}'));
    return parsed.success ? parsed.data : NO_DRAFTS;
  } catch {
    return NO_DRAFTS;
  }
}

function draftsOf(userId: string): DraftsByAsset {
  let drafts = byUser.get(userId);
  if (!drafts) byUser.set(userId, (drafts = load(userId)));
  return drafts;
}

function save(userId: string, drafts: DraftsByAsset) {
  byUser.set(userId, drafts);
  try {
    if (Object.keys(drafts).length > 0) localStorage.setItem(storageKey(userId), JSON.stringify(drafts));
    else localStorage.removeItem(storageKey(userId));
  } catch (error) {
    // Storage can be full or blocked: the drafts still live in this tab.
    console.error('Could not keep the question drafts on this device', error);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The AI-generated question drafts the admin has not saved yet, kept by asset on this device (removed at
 * sign-out): choosing another asset, leaving the page or reloading it loses none of them, and they are back
 * when the asset is chosen again. `change` edits one asset's drafts, whichever is chosen now: a generation
 * that ends after the admin chose another asset still adds its drafts to the asset it was asked for.
 */
export function useQuestionDrafts(assetId: string | null) {
  const userId = useAuth().user?.id;
  const all = useSyncExternalStore(subscribe, () => (userId ? draftsOf(userId) : NO_DRAFTS));
  const change = useCallback(
    (forAsset: string, update: (current: SurveyDraft[]) => SurveyDraft[]) => {
      if (!userId) return;
      const { [forAsset]: current = NONE, ...others } = draftsOf(userId);
      const next = update(current);
      save(userId, next.length > 0 ? { ...others, [forAsset]: next } : others);
    },
    [userId],
  );
  return { drafts: (assetId && all[assetId]) || NONE, draftCount: (id: string) => all[id]?.length ?? 0, change };
}
