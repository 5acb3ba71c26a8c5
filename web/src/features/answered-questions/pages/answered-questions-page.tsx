import type { AnsweredQuestion } from '@shared/api/routes/questions';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { QuestionIcon } from '../../../components/icons';
import { LoadMoreButton } from '../../../components/load-more-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CHECK_CONNECTION, LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth';
import { changeAnswer, isNotAnswerableNow, withAnswer } from '../../../lib/questions';
import { useMyAnswers } from '../api/answers';
import { AnsweredQuestionItem } from '../components/answered-question-item';
import { EditAnswerDialog } from '../components/edit-answer-dialog';
import styles from '../components/answered-questions.module.css';

function ListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true" aria-label="Loading your answers">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.item}>
          <Skeleton height="0.875rem" width="30%" />
          <Skeleton height="1.25rem" width="75%" />
          <Skeleton height="1rem" width="45%" />
        </div>
      ))}
    </div>
  );
}

/** /answered-questions: every answer of the member, newest first, each editable (an edit earns no points). */
export default function AnsweredQuestionsPage() {
  const { isAuthenticated } = useAuth();
  const { toast } = useToast();
  const answers = useMyAnswers(isAuthenticated);
  const list = useRef<HTMLOListElement>(null);
  const [editing, setEditing] = useState<AnsweredQuestion | null>(null);

  useEffect(() => {
    if (answers.error) toast({ title: 'Error', description: 'Failed to load questions', variant: 'error' });
  }, [answers.error, toast]);

  const save = async (optionId: string) => {
    if (!editing) return;
    const questionId = editing.question.id;
    try {
      const result = await changeAnswer(questionId, optionId);
      toast({ title: 'Answer Updated', description: 'Edits earn no extra points.', variant: 'success' });
      setEditing(null);
      const updatedAt = new Date().toISOString();
      await answers.mutate(
        (pages) =>
          pages?.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.question.id === questionId ? { ...item, question: withAnswer(item.question, optionId, result), updatedAt } : item)),
          })),
        { revalidate: false },
      );
    } catch (error) {
      console.error('Answer update failed', error);
      // A session's question that closed (or whose booking was cancelled) says why.
      toast({ title: 'Failed to update answer.', description: isNotAnswerableNow(error) ? error.message : undefined, variant: 'error' });
      throw error;
    }
  };

  let body;
  if (!isAuthenticated) {
    body = <EmptyState title="Please log in to view your answers." />;
  } else if (answers.isLoading) {
    body = <ListSkeleton />;
  } else if (!answers.loaded) {
    body = <LoadError title="Failed to load questions" description={CHECK_CONNECTION} onRetry={() => void answers.mutate()} />;
  } else if (answers.items.length === 0) {
    body = (
      <EmptyState
        icon={<QuestionIcon size={40} />}
        title="No answered questions yet"
        description="Answer questions on movies, trailers and your sessions to see them here."
        action={<Link to="/in-session">Go to Session Q&amp;A</Link>}
      />
    );
  } else {
    body = (
      <>
        <ol ref={list} className={styles.list}>
          {answers.items.map((answer) => (
            <li key={answer.question.id}>
              <AnsweredQuestionItem answer={answer} onEdit={() => setEditing(answer)} />
            </li>
          ))}
        </ol>
        <LoadMoreButton
          label="Load more"
          list={list}
          count={answers.items.length}
          hasMore={answers.hasMore}
          isLoadingMore={answers.isLoadingMore}
          onLoadMore={answers.loadMore}
          className={styles.more}
        />
      </>
    );
  }

  return (
    <main className="page">
      <div className={styles.titleRow}>
        <h1 className="page-title">Answered Questions</h1>
        <Link to="/in-session">Session Q&amp;A</Link>
      </div>
      <p className={styles.lead}>Your answers, newest first. You can change an answer; changes earn no extra points.</p>
      {body}
      <EditAnswerDialog answer={editing} onClose={() => setEditing(null)} onSave={save} />
    </main>
  );
}
