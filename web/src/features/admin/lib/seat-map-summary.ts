import type { AdminScreen } from '@shared/api/routes/admin-venues';
import { formatNumber } from '../../../lib/format';

/**
 * A screen's seat map in one phrase, worded alike wherever the back office names it (the venue panel,
 * the Screens tab, the session form's screen choice): "seat map v2 · 210 of 216 seats for sale".
 */
export function seatMapSummary(screen: Pick<AdminScreen, 'seatMapVersion' | 'seatCount' | 'sellableSeats'>): string {
  return screen.seatMapVersion ? `seat map v${screen.seatMapVersion} · ${formatNumber(screen.sellableSeats)} of ${formatNumber(screen.seatCount)} seats for sale` : 'no seat map yet';
}

/** The name of the button that opens a screen's seat map editor: its visible text, then the screen. */
export const seatMapEditorLabel = (screenName: string, venueName?: string | null) => `Seat Map Editor for ${screenName}${venueName ? `, ${venueName}` : ''}`;
