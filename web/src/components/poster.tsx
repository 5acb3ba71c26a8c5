import type { ReactNode } from 'react';
import styles from './poster.module.css';

interface PosterProps {
  src: string | null | undefined;
  /** Empty when a caption beside the poster already names the movie. */
  alt?: string;
  /** Sizing and look of this use (flex basis, shadow, --poster-radius, --poster-font-size). */
  className?: string;
  lazy?: boolean;
  /** Drawn over the poster (e.g. a rating). */
  children?: ReactNode;
}

/** A movie's poster in a 2:3 frame, or "No poster" when it has none. */
export function Poster({ src, alt = '', className, lazy = true, children }: PosterProps) {
  return (
    <span className={className ? `${styles.poster} ${className}` : styles.poster}>
      {src ? <img src={src} alt={alt} loading={lazy ? 'lazy' : undefined} /> : <span>No poster</span>}
      {children}
    </span>
  );
}
