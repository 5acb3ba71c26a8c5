import type { AdminScreen, AdminVenue } from '@shared/api/routes/admin-venues';
import { formatPhone } from '@shared/members/phone';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useVenueDetail } from './venues-api';
import { BlockedAction } from '../components/row-actions';
import { StatusToggle } from '../components/status-toggle';
import { seatMapEditorLabel, seatMapSummary } from '../lib/seat-map-summary';
import { SCREEN_TYPE_LABELS } from './screen-form-dialog';
import styles from './venues.module.css';
import { formatNumber } from '../../../lib/format';

/**
 * Why a venue's or screen's Delete is not offered: a session of it ahead or under way has bookings, and
 * the API would refuse the delete (docs/back-office.md, "Venues, screens and seat maps").
 */
export const deleteBlockedReason = (item: AdminVenue | AdminScreen) => (item.hasBookingsAhead ? 'Has bookings ahead' : undefined);

export interface VenuePanelProps {
  venueId: string | null;
  onClose: () => void;
  onEditVenue: (venue: AdminVenue) => void;
  onDeleteVenue: (venue: AdminVenue) => void;
  onToggleVenue: (venue: AdminVenue) => void;
  onAddScreen: (venueId: string) => void;
  onEditScreen: (screen: AdminScreen) => void;
  onDeleteScreen: (screen: AdminScreen) => void;
  onToggleScreen: (screen: AdminScreen) => void;
  onEditSeatMap: (screen: AdminScreen) => void;
  busyIds: ReadonlySet<string>;
}

/** The venue side panel: venue info, Total Screens, Total Capacity and its screens to add, edit and delete (docs/back-office.md, "Pages"). */
export function VenuePanel({
  venueId,
  onClose,
  onEditVenue,
  onDeleteVenue,
  onToggleVenue,
  onAddScreen,
  onEditScreen,
  onDeleteScreen,
  onToggleScreen,
  onEditSeatMap,
  busyIds,
}: VenuePanelProps) {
  const { data, error, isLoading, mutate } = useVenueDetail(venueId);
  const venue = data?.venue;
  return (
    <Dialog
      open={venueId !== null}
      onOpenChange={(open) => !open && onClose()}
      placement="side"
      initialFocus="title"
      title={venue?.name ?? 'Venue'}
      description={venue ? venue.location : 'Loading venue…'}
    >
      {data && venue ? (
        <div className={styles.panel}>
          <dl className={styles.info}>
            <div>
              <dt>Location</dt>
              <dd>{venue.location}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{venue.address || '—'}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{venue.phone ? formatPhone(venue.phone) : '—'}</dd>
            </div>
            <div>
              <dt>Time Zone</dt>
              <dd>{venue.timeZone}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusToggle active={venue.isActive} name={venue.name} busy={busyIds.has(venue.id)} onToggle={() => onToggleVenue(venue)} />
              </dd>
            </div>
          </dl>
          <div className={styles.stats}>
            <div className={styles.stat}>
              <span className={styles.statValue}>{formatNumber(data.totalScreens)}</span>
              <span className={styles.statLabel}>Total Screens</span>
            </div>
            <div className={styles.stat}>
              <span className={styles.statValue}>{formatNumber(data.totalCapacity)}</span>
              <span className={styles.statLabel}>Total Capacity</span>
            </div>
          </div>
          <div className={styles.panelActions}>
            <Button size="sm" variant="secondary" onClick={() => onEditVenue(venue)}>
              Edit Venue
            </Button>
            <BlockedAction reason={deleteBlockedReason(venue)}>
              {(blocked) => (
                <Button size="sm" variant="danger" onClick={() => onDeleteVenue(venue)} {...blocked}>
                  Delete Venue
                </Button>
              )}
            </BlockedAction>
          </div>

          <section aria-labelledby="venue-panel-screens">
            <div className={styles.panelHeading}>
              <h3 id="venue-panel-screens">Screens</h3>
              <Button size="sm" onClick={() => onAddScreen(venue.id)}>
                Add Screen
              </Button>
            </div>
            {data.screens.length === 0 ? (
              <p className={styles.none}>No screens yet. Add the first one.</p>
            ) : (
              <ul className={styles.screenList}>
                {data.screens.map((screen) => (
                  <li key={screen.id} className={styles.screenItem}>
                    <div className={styles.screenHead}>
                      <strong>{screen.name}</strong>
                      <Badge variant="outline">{SCREEN_TYPE_LABELS[screen.screenType]}</Badge>
                      <StatusToggle
                        active={screen.isActive}
                        name={screen.name}
                        busy={busyIds.has(screen.id)}
                        onToggle={() => onToggleScreen(screen)}
                      />
                    </div>
                    <p className={styles.screenMeta}>
                      Capacity {formatNumber(screen.capacity)} · {seatMapSummary(screen)}
                    </p>
                    <div className={styles.screenActions}>
                      <Button size="sm" variant="secondary" onClick={() => onEditSeatMap(screen)} aria-label={seatMapEditorLabel(screen.name)}>
                        Seat Map Editor
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => onEditScreen(screen)} aria-label={`Edit ${screen.name}`}>
                        Edit
                      </Button>
                      <BlockedAction reason={deleteBlockedReason(screen)}>
                        {(blocked) => (
                          <Button size="sm" variant="ghost" onClick={() => onDeleteScreen(screen)} aria-label={`Delete ${screen.name}`} {...blocked}>
                            Delete
                          </Button>
                        )}
                      </BlockedAction>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : error && !isLoading ? (
        <LoadError title="Failed to load data" onRetry={() => void mutate()} />
      ) : (
        <div className={styles.panel} aria-busy="true">
          <Skeleton height="6rem" />
          <Skeleton height="4rem" />
          <Skeleton height="8rem" />
        </div>
      )}
    </Dialog>
  );
}
