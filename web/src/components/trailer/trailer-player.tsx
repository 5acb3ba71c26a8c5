import { youtubeIdFromUrl } from '@shared/youtube';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { Dialog } from '../ui/dialog';
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
 * The YouTube iframe API (for the "ended" event) is loaded only when a player first opens.
 * Offline it never loads: the embedded video still shows, only `onEnded` stays silent.
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

/** The trailer player dialog. */
export function TrailerPlayer({ open, onOpenChange, title, video, onEnded, notice, restoreFocus }: TrailerPlayerProps) {
  const videoId = youtubeIdFromUrl(video);
  const frame = useRef<HTMLIFrameElement>(null);
  const ended = useEffectEvent(() => onEnded?.());
  const listensForEnd = onEnded !== undefined;

  useEffect(() => {
    if (!open || !videoId || !listensForEnd) return;
    // The iframe belongs to React: the API player only listens to it and is never destroyed by hand.
    let cancelled = false;
    loadIframeApi()
      .then((YT) => {
        if (cancelled || !frame.current) return;
        new YT.Player(frame.current, {
          events: { onStateChange: (event) => !cancelled && event.data === YT.PlayerState.ENDED && ended() },
        });
      })
      .catch((error) => console.warn(error));
    return () => {
      cancelled = true;
    };
  }, [open, videoId, listensForEnd]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg" restoreFocus={restoreFocus}>
      {videoId ? (
        <div className={styles.frame}>
          <iframe
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : (
        <p className={styles.missing}>No video URL available.</p>
      )}
      {/* Always present, so what appears in it is announced. */}
      <div role="status" className={styles.notice} data-empty={notice ? undefined : ''}>
        {notice}
      </div>
    </Dialog>
  );
}
