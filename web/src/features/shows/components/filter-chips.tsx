import { useId, useLayoutEffect, useState } from 'react';
import { FADE_EDGES_CLASS, sideOverflowAttributes, useSideOverflow } from '../../../components/ui/scroll-region';
import { Skeleton } from '../../../components/ui/skeleton';
import type { FilterOptions } from '../lib/filter-options';
import styles from './filter-chips.module.css';

export const ALL = 'All';

interface FilterChipsProps {
  label: string;
  /** What the chips answer to when many: "movies" in "12 more movies". */
  plural: string;
  options: FilterOptions;
  value: string;
  onChange: (value: string) => void;
  /** The options are on their way: a placeholder chip stands for them (in the row's height). */
  loading?: boolean;
}

/**
 * One filter as a row of toggle chips, "All" first and selected by default. The row is one line high
 * whatever its options, scrolling sideways when they overflow (its edge fades), so what is under it does
 * not move when they come; the chosen chip is scrolled into view. A long list shows its folded options
 * (and the chosen one) until "n more" unfolds it, onto as many lines as it takes, and folds again once
 * one is chosen; "n more" stays in sight beside the row on a screen wider than a phone.
 */
export function FilterChips({ label, plural, options, value, onChange, loading = false }: FilterChipsProps) {
  const [unfolded, setUnfolded] = useState(false);
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  const chipsId = useId();
  const folds = options.folded.length < options.all.length;
  const shown = folds && !unfolded ? options.all.filter((option) => option === value || options.folded.includes(option)) : options.all;
  const hidden = options.all.length - shown.length;
  const side = useSideOverflow(row);
  useLayoutEffect(() => {
    const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chosen) return;
    const [box, chip] = [row.getBoundingClientRect(), chosen.getBoundingClientRect()];
    // Only the row scrolls, and only when the chip is out of its sight: the page stays where it is.
    if (chip.left < box.left || chip.right > box.right) row.scrollBy({ left: chip.left - box.left - (box.width - chip.width) / 2 });
  }, [row, value, shown.length]);
  // Where a phone swipes the row, at its end; beside it on a wider screen, where a mouse does not swipe
  // and the row's end is out of sight (only one of the two is shown: the CSS chooses by the width).
  const foldChip = (place: string | undefined) =>
    folds && (
      <button
        type="button"
        className={`${styles.chip} ${styles.fold} ${place}`}
        aria-expanded={unfolded}
        aria-controls={chipsId}
        onClick={() => setUnfolded(!unfolded)}
      >
        {unfolded ? `Fewer ${plural}` : `${hidden} more ${plural}`}
      </button>
    );
  return (
    <div className={styles.group} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <div
        ref={setRow}
        className={`${styles.chips} ${FADE_EDGES_CLASS}`}
        id={chipsId}
        data-unfolded={unfolded || undefined}
        {...sideOverflowAttributes(side)}
      >
        {[ALL, ...shown].map((option) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={value === option}
            onClick={() => {
              onChange(option);
              // Chosen: the list folds back (the choice stays in it), bringing the shows below into view.
              setUnfolded(false);
            }}
          >
            {option}
          </button>
        ))}
        {loading && <Skeleton width="7rem" height="auto" radius="var(--radius-full)" />}
        {foldChip(styles.foldInRow)}
      </div>
      {foldChip(styles.foldBesideRow)}
    </div>
  );
}
