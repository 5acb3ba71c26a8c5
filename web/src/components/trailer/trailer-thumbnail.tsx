import type { ReactNode } from 'react';
import styles from './trailer-thumbnail.module.css';

interface TrailerThumbnailProps {
  /** The movie's backdrop, drawn behind the play mark. */
  backdropUrl: string | null | undefined;
  onPlay: () => void;
  /** When the captions alone would not say what plays. */
  'aria-label'?: string;
  /** Captions under the thumbnail. */
  children: ReactNode;
}

/** A trailer's 16:9 thumbnail with a play mark: one button that opens the player. */
export function TrailerThumbnail({ backdropUrl, onPlay, children, ...rest }: TrailerThumbnailProps) {
  return (
    <button type="button" className={styles.button} onClick={onPlay} aria-label={rest['aria-label']}>
      <span className={styles.thumb} style={backdropUrl ? { backgroundImage: `url("${backdropUrl}")` } : undefined}>
        <span className={styles.play} aria-hidden="true">
          ▶
        </span>
      </span>
      {children}
    </button>
  );
}
