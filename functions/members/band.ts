import { conflict } from '../../shared/errors';
import { db } from '../data/service';
import { ConditionFailed, transactionEntities, writeTransaction } from '../data/transactions';
import type { Caller } from '../lib/caller';
import { loadOwnProfile } from './me';

const bandTaken = () => conflict('BAND_TAKEN', 'This band is already paired with another member.');

type BandRole = 'band' | 'profile' | 'old band';
const MAX_ATTEMPTS = 5;

/**
 * PUT /api/me/band (a band belongs to one member at a time; docs/product-rules.md, "Check-in and the wearable band"). In ONE transaction: the
 * band's pairing item created only if absent (another member's band is refused), the profile's
 * `bandId` set on condition that it is still the band read (none, or the old one), and the old
 * band's pairing deleted on condition that it is this member's, so changing bands frees the old one.
 * Pairing the band one already wears answers as it is.
 */
export async function pairBand(caller: Caller, bandId: string, now = new Date()): Promise<{ bandId: string; pairedAt: string }> {
  let profile = await loadOwnProfile(caller);
  for (let attempt = 1; ; attempt++) {
    const current = profile.bandId;
    if (current === bandId) {
      const { data: pairing } = await db.entities.bandPairing.get({ bandId }).go({ consistent: true });
      if (pairing?.userId === caller.userId) return { bandId, pairedAt: pairing.pairedAt };
    }
    const { data: oldPairing } = current && current !== bandId ? await db.entities.bandPairing.get({ bandId: current }).go({ consistent: true }) : { data: null };
    const pairedAt = now.toISOString();
    try {
      await writeTransaction<BandRole>([
        { role: 'band', item: transactionEntities.bandPairing.create({ bandId, userId: caller.userId, pairedAt }).commit() },
        {
          role: 'profile',
          item: transactionEntities.profile
            .patch({ userId: caller.userId })
            .set({ bandId })
            .where((attr, op) => (current ? op.eq(attr.bandId, current) : op.notExists(attr.bandId)))
            .commit(),
        },
        ...(oldPairing?.userId === caller.userId
          ? [
              {
                role: 'old band' as const,
                item: transactionEntities.bandPairing
                  .delete({ bandId: oldPairing.bandId })
                  .where((attr, op) => op.eq(attr.userId, caller.userId))
                  .commit(),
              },
            ]
          : []),
      ]);
      return { bandId, pairedAt };
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      const failed = error as ConditionFailed<BandRole>;
      if (failed.has('band')) {
        const { data: holder } = await db.entities.bandPairing.get({ bandId }).go({ consistent: true });
        if (holder && holder.userId !== caller.userId) throw bandTaken();
      }
      // The member's band changed meanwhile (another pairing at once): read it again and retry.
      if (attempt >= MAX_ATTEMPTS) throw conflict('CONCURRENT_UPDATE', 'Your band is changing; please try again.');
      const { data } = await db.entities.profile.get({ userId: caller.userId }).go({ consistent: true });
      profile = data!;
    }
  }
}
