import type { AdminAsset } from '@shared/api/routes/admin-assets';
import type { AdminQuestion } from '@shared/api/routes/admin-questions';
import { useState } from 'react';
import { ASSET_TYPE_LABELS } from '../assets/asset-types';
import styles from './questions.module.css';

/**
 * A question's "Link to asset…" / "Move to asset…" choice on Question-Asset Links: a native select, so
 * its keyboard and screen-reader use stay the browser's own. It holds only its prompt until the admin
 * reaches it (the pointer over it, or focus, which comes before it opens): a big chain's 442 active
 * assets in each of a page's rows made drawing the Linked tab a 1.1 s task (docs/performance.md).
 */
export function AssetPicker({
  question,
  label,
  assets,
  disabled,
  onPick,
}: {
  question: AdminQuestion;
  label: string;
  assets: readonly AdminAsset[];
  disabled: boolean;
  onPick: (assetId: string) => void;
}) {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  return (
    <select
      className={`input ${styles.linkSelect}`}
      aria-label={`${label}: ${question.text}`}
      value=""
      disabled={disabled || assets.length === 0}
      onFocus={reach}
      onPointerEnter={reach}
      onChange={(event) => event.target.value && onPick(event.target.value)}
    >
      <option value="">{label}…</option>
      {reached &&
        assets
          .filter((a) => a.id !== question.assetId)
          .map((a) => (
            <option key={a.id} value={a.id}>
              {a.title} ({ASSET_TYPE_LABELS[a.type]})
            </option>
          ))}
    </select>
  );
}
