import type { AdminAsset } from '@shared/api/routes/admin-assets';
import type { AdminQuestion } from '@shared/api/routes/admin-questions';
import { GENERATE_FIRST_QUANTITY, GENERATE_MORE_QUANTITY, SURVEY_MESSAGES, emptySurveyDraft, surveyDraftProblem, type SurveyDraft } from '@shared/questions/survey';
import { useMemo, useState } from 'react';
import { QuestionIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { ASSET_TYPE_LABELS } from '../assets/asset-types';
import { useAssets } from '../assets/assets-api';
import { failureToast } from '../lib/failure-toast';
import { useAssetQuestions, useRefreshQuestions } from './questions-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../components/select-field';
import { StatusToggle } from '../components/status-toggle';
import { QuestionCard } from './question-card';
import { QuestionFormDialog } from './question-form-dialog';
import { useQuestionDrafts } from './use-question-drafts';
import styles from './questions.module.css';
import { formatNumber } from '../../../lib/format';

type Editing = { kind: 'new' } | { kind: 'saved'; question: AdminQuestion } | { kind: 'draft'; index: number };

const toDraft = (q: AdminQuestion): SurveyDraft => ({ text: q.text, options: q.options, correctOptionId: q.correctOptionId });

/**
 * Asset Survey Management (docs/back-office.md, "Questions"): filter assets by type, choose one, manage its questions
 * (add/edit, active toggle, delete with confirmation) and draft more with AI (10, then 5 more), each
 * draft reviewed (edited or discarded) before the drafts are saved.
 */
export default function AdminQuestionsPage() {
  const { toast } = useToast();
  const assets = useAssets();
  const [type, setType] = useState<AdminAsset['type'] | ''>('');
  const [assetId, setAssetId] = useState<string | null>(null);
  const questions = useAssetQuestions(assetId);
  const refresh = useRefreshQuestions();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const { drafts, draftCount, change: changeDrafts } = useQuestionDrafts(assetId);
  const [generating, setGenerating] = useState<number | null>(null);
  const [savingDrafts, setSavingDrafts] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const choices = useMemo(() => (assets.data ?? []).filter((a) => !type || a.type === type), [assets.data, type]);
  const asset = (assets.data ?? []).find((a) => a.id === assetId) ?? null;

  const requireAsset = () => {
    if (assetId) return true;
    toast({ title: SURVEY_MESSAGES.asset, variant: 'error' });
    return false;
  };

  const generate = async (quantity: typeof GENERATE_FIRST_QUANTITY | typeof GENERATE_MORE_QUANTITY) => {
    if (!requireAsset() || !assetId) return;
    setGenerating(quantity);
    try {
      const { items } = await api('generateAssetQuestions', { params: { id: assetId }, body: { quantity, avoid: drafts.map((d) => d.text) } });
      if (items.length === 0) toast({ title: 'No questions generated', variant: 'error' });
      else {
        changeDrafts(assetId, (current) => [...current, ...items]);
        toast({ title: `${formatNumber(items.length)} question${items.length === 1 ? '' : 's'} generated: review them before saving`, variant: 'success' });
      }
    } catch (error) {
      toast(failureToast('Failed to generate questions', error));
    } finally {
      setGenerating(null);
    }
  };

  const saveDrafts = async () => {
    if (!requireAsset() || !assetId) return;
    const problem = drafts.map((d) => surveyDraftProblem(d, assetId)).find(Boolean);
    if (problem) {
      toast({ title: problem, variant: 'error' });
      return;
    }
    setSavingDrafts(true);
    try {
      const { items } = await api('createAdminQuestions', { body: { assetId, questions: drafts } });
      toast({ title: `${formatNumber(items.length)} question${items.length === 1 ? '' : 's'} saved`, variant: 'success' });
      changeDrafts(assetId, () => []);
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to create questions', error));
    } finally {
      setSavingDrafts(false);
    }
  };

  const saveEdit = async (draft: SurveyDraft) => {
    if (!editing || !assetId) return;
    if (editing.kind === 'draft') {
      changeDrafts(assetId, (current) => current.map((d, i) => (i === editing.index ? draft : d)));
      return;
    }
    try {
      if (editing.kind === 'new') {
        await api('createAdminQuestions', { body: { assetId, questions: [draft] } });
        toast({ title: 'Question added', variant: 'success' });
      } else {
        await api('updateAdminQuestion', { params: { id: editing.question.id }, body: draft });
        toast({ title: 'Question updated', variant: 'success' });
      }
      await refresh();
    } catch (error) {
      toast(failureToast(editing.kind === 'new' ? 'Failed to create questions' : 'Failed to update question', error));
      throw error;
    }
  };

  const toggle = async (question: AdminQuestion) => {
    setBusyIds((current) => new Set(current).add(question.id));
    try {
      await api('setAdminQuestionStatus', { params: { id: question.id }, body: { isActive: !question.isActive } });
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to update question status', error));
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(question.id);
        return next;
      });
    }
  };

  const deleteOne = async () => {
    if (!deleting) return;
    try {
      await api('deleteAdminQuestion', { params: { id: deleting.id } });
      toast({ title: 'Question deleted', variant: 'success' });
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to delete question', error));
      throw error;
    }
  };

  const saved = questions.data?.items ?? [];
  return (
    <main className="page">
      <AdminPageHeader
        title="Asset Survey Management"
        description="Questions asked around an asset: write them, or draft them with AI and review them before saving."
        actions={
          <>
            <Button variant="secondary" onClick={() => void generate(GENERATE_FIRST_QUANTITY)} loading={generating === GENERATE_FIRST_QUANTITY} disabled={generating !== null}>
              Generate with AI
            </Button>
            <Button onClick={() => requireAsset() && setEditing({ kind: 'new' })}>Add Question</Button>
          </>
        }
      />
      <div className={styles.filters}>
        <SelectField
          label="Asset type"
          value={type}
          onChange={(event) => {
            setType(event.target.value as AdminAsset['type'] | '');
            setAssetId(null);
          }}
        >
          <option value="">All types</option>
          {(Object.keys(ASSET_TYPE_LABELS) as AdminAsset['type'][]).map((t) => (
            <option key={t} value={t}>
              {ASSET_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Asset"
          value={assetId ?? ''}
          onChange={(event) => setAssetId(event.target.value || null)}
          hint={assets.isLoading ? 'Loading assets…' : undefined}
        >
          <option value="">Choose an asset…</option>
          {choices.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title} ({ASSET_TYPE_LABELS[a.type]}){draftCount(a.id) > 0 ? ` · ${draftCount(a.id)} unsaved drafts` : ''}
            </option>
          ))}
        </SelectField>
      </div>

      {assets.error && !assets.data ? (
        // Nothing to choose from: "Please select an asset first" would ask for what the page cannot offer.
        <LoadError title="Failed to load assets" onRetry={() => void assets.mutate()} />
      ) : !assetId ? (
        <EmptyState icon={<QuestionIcon size={40} />} title={SURVEY_MESSAGES.asset} description="Filter by type, then choose the asset whose questions you want to manage." />
      ) : (
        <>
          {drafts.length > 0 && (
            <section className={styles.section} aria-labelledby="drafts-title">
              <div className={styles.draftBar}>
                <h2 id="drafts-title" className={styles.sectionTitle}>
                  Generated drafts ({drafts.length}): review before saving
                </h2>
                <div className={styles.cardActions}>
                  <Button size="sm" variant="secondary" onClick={() => void generate(GENERATE_MORE_QUANTITY)} loading={generating === GENERATE_MORE_QUANTITY} disabled={generating !== null}>
                    Generate More
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirmDiscard(true)} disabled={savingDrafts}>
                    Discard All
                  </Button>
                  <Button size="sm" onClick={() => void saveDrafts()} loading={savingDrafts}>
                    Save {drafts.length} Question{drafts.length === 1 ? '' : 's'}
                  </Button>
                </div>
              </div>
              <ul className={styles.list} aria-label="Generated drafts">
                {drafts.map((draft, index) => (
                  <QuestionCard
                    key={`${index}-${draft.text}`}
                    question={draft}
                    draft
                    status={<Badge variant="warning">Draft</Badge>}
                    actions={
                      <>
                        <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'draft', index })} aria-label={`Edit draft ${index + 1}: ${draft.text}`}>
                          Edit
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => changeDrafts(assetId, (current) => current.filter((_, i) => i !== index))} aria-label={`Discard draft ${index + 1}: ${draft.text}`}>
                          Discard
                        </Button>
                      </>
                    }
                  />
                ))}
              </ul>
            </section>
          )}

          <section className={styles.section} aria-labelledby="saved-title">
            <h2 id="saved-title" className={styles.sectionTitle}>
              Questions of {asset?.title ?? 'this asset'}
            </h2>
            {questions.error ? (
              <LoadError title="Failed to load questions" onRetry={() => void questions.mutate()} />
            ) : questions.isLoading ? (
              <div aria-busy="true" aria-label="Loading questions">
                <Skeleton height="5rem" />
              </div>
            ) : saved.length === 0 ? (
              <EmptyState icon={<QuestionIcon size={40} />} title="No questions yet" description="Add a question, or generate some with AI." />
            ) : (
              <ul className={styles.list} aria-label={`Questions of ${asset?.title ?? 'the asset'}`}>
                {saved.map((question) => (
                  <QuestionCard
                    key={question.id}
                    question={toDraft(question)}
                    status={<StatusToggle active={question.isActive} name={question.text} busy={busyIds.has(question.id)} onToggle={() => void toggle(question)} />}
                    actions={
                      <>
                        <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'saved', question })} aria-label={`Edit ${question.text}`}>
                          Edit
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => setDeleting(question)} aria-label={`Delete ${question.text}`}>
                          Delete
                        </Button>
                      </>
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      {editing && (
        <QuestionFormDialog
          title={editing.kind === 'new' ? 'Add Question' : editing.kind === 'draft' ? 'Edit Draft' : 'Edit Question'}
          initial={editing.kind === 'new' ? emptySurveyDraft() : editing.kind === 'draft' ? drafts[editing.index] : toDraft(editing.question)}
          assetId={assetId}
          saveLabel={editing.kind === 'draft' ? 'Keep Draft' : 'Save Question'}
          onSave={saveEdit}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard all drafts?"
        description={`The ${drafts.length} generated draft${drafts.length === 1 ? ' is' : 's are'} not saved yet, edits included: discarded, they are gone.`}
        confirmLabel="Discard All"
        cancelLabel="Keep Drafts"
        onConfirm={async () => {
          if (assetId) changeDrafts(assetId, () => []);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete question?"
        description={deleting ? `Delete "${deleting.text}"? This cannot be undone.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        onConfirm={deleteOne}
      />
    </main>
  );
}
