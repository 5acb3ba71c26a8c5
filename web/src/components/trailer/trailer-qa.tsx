import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { lazySlot, SLOT_NOT_LOADED } from '../lazy-slot';
import { useAssetQuestions } from '../../lib/questions';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { TrailerPlayer } from './trailer-player';

// The Q&A dialog (questions, answers, toasts) loads when a trailer ends with questions waiting, not with home.
const loadQaDialog = () => import('./trailer-qa-dialog');
const TrailerQaDialog = lazySlot(loadQaDialog);
import styles from './trailer-qa.module.css';

/** The pause between the notice and the Q&A when a trailer ends (2 seconds; docs/product-rules.md, "Questions and answers"). */
export const TRAILER_QA_DELAY_MS = 2000;

export interface PlayingTrailer {
  /** The dialog's title: "Movie: Trailer name". */
  title: string;
  /** An 11-character YouTube id or a YouTube URL. */
  video: string | null | undefined;
  /** The trailer asset whose questions follow the video (`assetId` of GET /api/trailers); null when none. */
  assetId: string | null;
}

export interface TrailerWithQaProps {
  /** The trailer playing, or null when the player is closed. */
  trailer: PlayingTrailer | null;
  onClose: () => void;
}

/** What the player says when its trailer ended (`trailer` names that trailer: another one starts without it). */
type Notice = ({ kind: 'questions'; count: number } | { kind: 'guest' }) & { trailer: string };

/**
 * The trailer player followed by its Q&A (docs/product-rules.md, "Questions and answers"). When the video
 * ends and the member has unanswered questions on the trailer's asset, a notice appears; 2 seconds
 * later the player closes and the Q&A dialog opens. A guest is asked to log in instead; a trailer
 * without questions just ends.
 */
export function TrailerWithQa({ trailer, onClose }: TrailerWithQaProps) {
  const { isAuthenticated, openAuthDialog } = useAuth();
  const { toast } = useToast();
  const [ended, setEnded] = useState<Notice | null>(null);
  const [qa, setQa] = useState<{ assetId: string; title: string } | null>(null);
  const [handingOver, setHandingOver] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // The thumbnail that opened the player: the Q&A dialog gives the focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  const assetId = trailer?.assetId ?? null;
  // Read while the trailer plays, so its end knows at once whether questions wait.
  const questions = useAssetQuestions(isAuthenticated && trailer ? assetId : null);
  const playing = trailer ? `${trailer.title}\n${trailer.video ?? ''}` : null;

  const notice = ended && ended.trailer === playing ? ended : null;

  useLayoutEffect(() => {
    // A new trailer starts afresh; the focus is read before the player's dialog takes it.
    if (playing === null) return;
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    window.clearTimeout(timer.current);
  }, [playing]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onEnded = async () => {
    if (!trailer || !assetId || playing === null) return;
    if (!isAuthenticated) return setEnded({ kind: 'guest', trailer: playing });
    let items = questions.data?.items;
    try {
      items ??= (await questions.mutate())?.items;
    } catch (error) {
      console.error('Trailer questions could not be loaded', error);
    }
    const count = items?.filter((question) => !question.answered).length ?? 0;
    if (count === 0) return;
    setEnded({ kind: 'questions', count, trailer: playing });
    // Loaded during the notice, so the dialog opens on time.
    void loadQaDialog();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setHandingOver(true);
      setEnded(null);
      setQa({ assetId, title: trailer.title });
      onClose();
    }, TRAILER_QA_DELAY_MS);
  };

  const closeQa = () => {
    setQa(null);
    // The player closed by the hand-over is gone: the next one gives the focus back as usual.
    setHandingOver(false);
  };

  const closePlayer = () => {
    // Closed by the member before the Q&A opens: it does not open.
    window.clearTimeout(timer.current);
    setEnded(null);
    onClose();
  };

  return (
    <>
      <TrailerPlayer
        open={trailer !== null}
        onOpenChange={(open) => !open && closePlayer()}
        title={trailer?.title ?? 'Trailer'}
        video={trailer?.video}
        onEnded={() => void onEnded()}
        restoreFocus={!handingOver}
        notice={
          notice?.kind === 'questions' ? (
            <p className={styles.noticeText}>
              <strong>Time for Trailer Q&amp;A!</strong> You have {notice.count} unanswered {notice.count === 1 ? 'question' : 'questions'} on
              this trailer. The questions open in a moment.
            </p>
          ) : notice?.kind === 'guest' ? (
            <>
              <p className={styles.noticeText}>Please log in to access Q&amp;A.</p>
              <Button
                size="sm"
                onClick={() => {
                  closePlayer();
                  openAuthDialog('login');
                }}
              >
                Sign In
              </Button>
            </>
          ) : null
        }
      />
      {qa && (
        <TrailerQaDialog
          assetId={qa.assetId} trailerTitle={qa.title} onClose={closeQa} returnFocus={opener} onFailed={() => {
            closeQa();
            toast(SLOT_NOT_LOADED);
          }}
        />
      )}
    </>
  );
}
