import type { SessionAsset } from '../../shared/api/routes/booking';
import { db } from '../data/service';
import { getSessionItem } from './sessions';
import { assetLinksOfSession } from '../data/sessions';

/** The session's active pre-show assets in display order. */
export async function listSessionAssets(sessionId: string): Promise<SessionAsset[]> {
  await getSessionItem(sessionId);
  const links = await assetLinksOfSession(sessionId);
  const active = links.filter((link) => link.isActive);
  if (active.length === 0) return [];
  const { data: assets } = await db.entities.asset.get(active.map(({ assetId }) => ({ assetId }))).go();
  const assetById = new Map(assets.map((asset) => [asset.assetId, asset]));
  return active.flatMap((link) => {
    const asset = assetById.get(link.assetId);
    if (!asset?.isActive) return [];
    return [
      {
        assetId: asset.assetId,
        displayOrder: link.displayOrder,
        title: asset.title,
        type: asset.type,
        description: asset.description ?? null,
        brand: asset.brand ?? null,
        fileUrl: asset.fileUrl ?? null,
        thumbnailUrl: asset.thumbnailUrl ?? null,
        durationSeconds: asset.durationSeconds ?? null,
      },
    ];
  });
}
