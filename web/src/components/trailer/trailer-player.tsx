import { youtubeIdFromUrl } from '@shared/youtube';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FilmIcon } from '../icons';
import { Dialog } from '../ui/dialog';
import { CHECK_CONNECTION, LoadError } from '../ui/load-error';
import styles from './trailer-player.module.css';

export interface TrailerPlayerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** An 11-character YouTube id or a YouTube URL. */
  video: string | null | undefined;
  /** Called when the video plays to its end (the trailer Q&A follows it). */
  onEnded?: () => void;
  /** A message under the video (announced politely), e.g. the trailer Q&A's notice when the video ends. */
  notice?: ReactNode;
  /** False when the trailer Q&A dialog takes over as the player closes (it takes the focus). */
  restoreFocus?: boolean;
}

interface YouTubeNamespace {
  Player: new (element: HTMLIFrameElement, options: { events: { onStateChange: (event: { data: number }) => void } }) => unknown;
  PlayerState: { ENDED: number };
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let iframeApi: Promise<YouTubeNamespace> | undefined;

/**
 * The YouTube iframe API (for the "ended" event) is loaded only when a player first opens. When it
 * cannot load, YouTube cannot be reached: the embedded video would be a blank box too.
 */
function loadIframeApi(): Promise<YouTubeNamespace> {
  iframeApi ??= new Promise((resolve, reject) => {
    if (window.YT?.Player) return resolve(window.YT);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.async = true;
    script.onerror = () => {
      iframeApi = undefined;
      reject(new Error('YouTube iframe API unavailable'));
    };
    document.head.append(script);
  });
  return iframeApi;
}

const onNetworkChange = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * The trailer player dialog. Offline, or when YouTube cannot be reached, it says the trailer could not
 * be loaded and offers Retry, rather than a blank box; back online, the video loads again.
 */
export function TrailerPlayer({ open, onOpenChange, title, video, onEnded, notice, restoreFocus }: TrailerPlayerProps) {
  const videoId = youtubeIdFromUrl(video);
  const frame = useRef<HTMLIFrameElement>(null);
  const ended = useEffectEvent(() => onEnded?.());
  const listensForEnd = onEnded !== undefined;
  const online = useSyncExternalStore(onNetworkChange, () => navigator.onLine);
  const [youtubeUnreachable, setYoutubeUnreachable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const unavailable = !online || youtubeUnreachable;
  // Each opening tries YouTube afresh.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setYoutubeUnreachable(false);
  }

  useEffect(() => {
    if (!open || !videoId || !listensForEnd || !online) return;
    // The iframe belongs to React: the API player only listens to it and is never destroyed by hand.
    let cancelled = false;
    loadIframeApi()
      .then((YT) => {
        if (cancelled || !frame.current) return;
        new YT.Player(frame.current, {
          events: { onStateChange: (event) => !cancelled && event.data === YT.PlayerState.ENDED && ended() },
        });
      })
      .catch((error) => {
        console.warn(error);
        if (!cancelled) setYoutubeUnreachable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [open, videoId, listensForEnd, online, attempt]);

  const retry = () => {
    setYoutubeUnreachable(false);
    setAttempt((count) => count + 1);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg" restoreFocus={restoreFocus}>
      {!videoId ? (
        <p className={styles.missing}>No video URL available.</p>
      ) : unavailable ? (
        <div className={styles.unavailable}>
          <LoadError icon={<FilmIcon />} title="The trailer could not be loaded" description={CHECK_CONNECTION} onRetry={retry} />
        </div>
      ) : (
        <div className={styles.frame}>
          <iframe
            key={attempt}
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      )}
      {/* Always present, so what appears in it is announced. */}
      <div role="status" className={styles.notice} data-empty={notice ? undefined : ''}>
        {notice}
      </div>
    </Dialog>
  );
}
