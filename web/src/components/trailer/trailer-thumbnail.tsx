import type { ReactNode } from 'react';
import styles from './trailer-thumbnail.module.css';

interface TrailerThumbnailProps {
  /** The movie's backdrop, drawn behind the play mark. */
  backdropUrl: string | null | undefined;
  onPlay: () => void;
  /** Captions under the thumbnail: with "Play" before them they name the button (what is seen is what is said). */
  children: ReactNode;
}

/** A trailer's 16:9 thumbnail with a play mark: one button that opens the player. */
export function TrailerThumbnail({ backdropUrl, onPlay, children }: TrailerThumbnailProps) {
  return (
    <button type="button" className={styles.button} onClick={onPlay}>
      <span className={styles.thumb} style={backdropUrl ? { backgroundImage: `url("${backdropUrl}")` } : undefined}>
        <span className={styles.play} aria-hidden="true">
          ▶
        </span>
      </span>
      <span className="visually-hidden">Play </span>
      {children}
    </button>
  );
}
