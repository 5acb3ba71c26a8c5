import type { CSSProperties, ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeVariant = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'outline';

export interface BadgeProps {
  children: ReactNode;
  variant?: BadgeVariant;
  /** A custom colour (e.g. a tier's or a seat category's); overrides the variant's. */
  color?: string;
  className?: string;
  title?: string;
}

export function Badge({ children, variant = 'default', color, className, title }: BadgeProps) {
  const style: CSSProperties | undefined = color
    ? { background: `color-mix(in srgb, ${color} 22%, transparent)`, borderColor: color, color: 'var(--color-text)' }
    : undefined;
  return (
    <span className={`${styles.badge} ${styles[variant]} ${className ?? ''}`} style={style} title={title}>
      {children}
    </span>
  );
}
