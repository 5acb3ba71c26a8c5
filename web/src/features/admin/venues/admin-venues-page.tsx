import { formatPhone } from '@shared/members/phone';
import type { AdminScreen, AdminVenue } from '@shared/api/routes/admin-venues';
import { createColumnHelper, type ColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { BuildingIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { failureToast } from '../lib/failure-toast';
import { seatMapEditorLabel, seatMapSummary } from '../lib/seat-map-summary';
import { useRefreshVenues, useScreens, useVenues } from './venues-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ACTIONS_COLUMN_ID, DataTable } from '../components/data-table';
import { ActionButton, RowActions } from '../components/row-actions';
import { StatusToggle } from '../components/status-toggle';
import styles from '../components/admin.module.css';
import { ScreenFormDialog, SCREEN_TYPE_LABELS } from './screen-form-dialog';
import { SeatMapDialog } from './seat-map-dialog';
import { VenueFormDialog } from './venue-form-dialog';
import { deleteBlockedReason, VenuePanel } from './venue-panel';
import { formatNumber } from '../../../lib/format';

type Deleting = { kind: 'venue'; item: AdminVenue } | { kind: 'screen'; item: AdminScreen } | null;

const venueColumns = createColumnHelper<AdminVenue>();
const screenColumns = createColumnHelper<AdminScreen>();

interface RowHandlers<T> {
  busyIds: ReadonlySet<string>;
  onToggle: (item: T) => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** A row's further buttons, between Edit and Delete. */
  moreActions?: (item: T) => ReactNode;
}

/** The Status and Actions columns, alike in the venues and the screens tables. */
function statusAndActions<T extends AdminVenue | AdminScreen>(columns: ColumnHelper<T>, { busyIds, onToggle, onEdit, onDelete, moreActions }: RowHandlers<T>) {
  return [
    columns.display({
      id: 'isActive',
      header: 'Status',
      cell: ({ row: { original } }) => (
        <StatusToggle active={original.isActive} name={original.name} busy={busyIds.has(original.id)} onToggle={() => onToggle(original)} />
      ),
    }),
    columns.display({
      id: ACTIONS_COLUMN_ID,
      header: 'Actions',
      cell: ({ row: { original } }) => (
        <RowActions name={original.name} onEdit={() => onEdit(original)} onDelete={() => onDelete(original)} deleteBlockedReason={deleteBlockedReason(original)}>
          {moreActions?.(original)}
        </RowActions>
      ),
    }),
  ];
}

/**
 * What a running delete is doing, said while its button reads "Deleting…": every unbooked upcoming session
 * and seat of a seat map goes one by one, which for a venue of the seed's size takes seconds
 * (docs/back-office.md, "Venues, screens and seat maps").
 */
function deleteWork(deleting: NonNullable<Deleting>, screens: AdminScreen[] | undefined): string {
  if (deleting.kind === 'screen') return 'Deleting its seat map and its upcoming sessions without bookings. This can take a few seconds.';
  const count = screens?.filter((screen) => screen.venueId === deleting.item.id).length;
  if (count === 0) return 'Deleting the venue.';
  const what = count === undefined ? 'its screens' : count === 1 ? 'its screen' : `its ${formatNumber(count)} screens`;
  return `Deleting ${what} with their seat maps and upcoming sessions without bookings. This can take a few seconds.`;
}

/** Venue Management, tabs Venues and Screens, the venue side panel and the seat-map editor (docs/back-office.md, "Pages"). */
export default function AdminVenuesPage() {
  const { toast } = useToast();
  const venues = useVenues();
  const screens = useScreens();
  const refresh = useRefreshVenues();
  const [tab, setTab] = useState('venues');
  const [panelVenueId, setPanelVenueId] = useState<string | null>(null);
  const [venueDialog, setVenueDialog] = useState<{ open: boolean; venue: AdminVenue | null }>({ open: false, venue: null });
  const [screenDialog, setScreenDialog] = useState<{ open: boolean; screen: AdminScreen | null; venueId: string | null }>({
    open: false,
    screen: null,
    venueId: null,
  });
  const [seatMapScreen, setSeatMapScreen] = useState<AdminScreen | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [deleteRunning, setDeleteRunning] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const withBusy = async (id: string, action: () => Promise<unknown>) => {
    setBusyIds((current) => new Set(current).add(id));
    try {
      await action();
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  /** Switches a venue or screen on or off (its update request), then reloads both tables. */
  const toggleActive = (id: string, update: () => Promise<unknown>, failure: string) =>
    withBusy(id, async () => {
      try {
        await update();
        await refresh();
      } catch (error) {
        toast(failureToast(failure, error));
      }
    });
  const toggleVenue = (venue: AdminVenue) =>
    toggleActive(venue.id, () => api('updateVenue', { params: { id: venue.id }, body: { isActive: !venue.isActive } }), 'Failed to save venue');
  const toggleScreen = (screen: AdminScreen) =>
    toggleActive(screen.id, () => api('updateScreen', { params: { id: screen.id }, body: { isActive: !screen.isActive } }), 'Failed to save screen');

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteRunning(true);
    try {
      if (deleting.kind === 'venue') {
        await api('deleteVenue', { params: { id: deleting.item.id } });
        if (panelVenueId === deleting.item.id) setPanelVenueId(null);
      } else {
        await api('deleteScreen', { params: { id: deleting.item.id } });
      }
      toast({ title: deleting.kind === 'venue' ? 'Venue deleted' : 'Screen deleted', variant: 'success' });
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to delete item', error));
      throw error;
    } finally {
      setDeleteRunning(false);
    }
  };

  const openAddScreen = (venueId: string | null = null) => setScreenDialog({ open: true, screen: null, venueId });
  const openEditScreen = (screen: AdminScreen) => setScreenDialog({ open: true, screen, venueId: screen.venueId });

  const venueCols = useMemo(
    () => [
      venueColumns.accessor('name', {
        header: 'Venue',
        cell: ({ row }) => (
          <button type="button" className={styles.linkButton} onClick={() => setPanelVenueId(row.original.id)} aria-label={`Open ${row.original.name}`}>
            {row.original.name}
          </button>
        ),
      }),
      venueColumns.accessor('location', { header: 'Location' }),
      venueColumns.accessor('address', { header: 'Address', cell: ({ getValue }) => getValue() || '—' }),
      venueColumns.accessor('phone', {
        header: 'Phone',
        // Grouped as in the venue panel; what is stored is unchanged.
        cell: ({ getValue }) => {
          const phone = getValue();
          return phone ? formatPhone(phone) : '—';
        },
      }),
      ...statusAndActions(venueColumns, {
        busyIds,
        onToggle: (venue) => void toggleVenue(venue),
        onEdit: (venue) => setVenueDialog({ open: true, venue }),
        onDelete: (venue) => setDeleting({ kind: 'venue', item: venue }),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the toggles read the latest state through busyIds
    [busyIds],
  );

  const screenCols = useMemo(
    () => [
      screenColumns.accessor('name', { header: 'Screen', cell: ({ getValue }) => <span className={styles.cellMain}>{getValue()}</span> }),
      screenColumns.accessor('venueName', { header: 'Venue', cell: ({ getValue }) => getValue() ?? '—' }),
      screenColumns.accessor('screenType', { header: 'Type', cell: ({ getValue }) => <Badge variant="outline">{SCREEN_TYPE_LABELS[getValue()]}</Badge> }),
      screenColumns.accessor('capacity', { header: 'Capacity' }),
      screenColumns.accessor('seatMapVersion', {
        header: 'Seat Map',
        cell: ({ row }) => seatMapSummary(row.original),
      }),
      ...statusAndActions(screenColumns, {
        busyIds,
        onToggle: (screen) => void toggleScreen(screen),
        onEdit: openEditScreen,
        onDelete: (screen) => setDeleting({ kind: 'screen', item: screen }),
        // In the Actions column, which stays in view on a phone.
        moreActions: (screen) => (
          <ActionButton onClick={() => setSeatMapScreen(screen)} aria-label={seatMapEditorLabel(screen.name, screen.venueName)}>
            Seat Map Editor
          </ActionButton>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [busyIds],
  );

  return (
    <main className="page">
      <AdminPageHeader
        title="Venue Management"
        description="Venues, their screens and seat maps."
        actions={
          <>
            <Button variant="secondary" onClick={() => openAddScreen()} disabled={!venues.data?.length}>
              Add Screen
            </Button>
            <Button onClick={() => setVenueDialog({ open: true, venue: null })}>Add Venue</Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Venue Management">
          <TabsTrigger value="venues">Venues{venues.data ? ` (${formatNumber(venues.data.length)})` : ''}</TabsTrigger>
          <TabsTrigger value="screens">Screens{screens.data ? ` (${formatNumber(screens.data.items.length)})` : ''}</TabsTrigger>
        </TabsList>
        <TabsContent value="venues">
          <DataTable
            label="Venues"
            data={venues.data}
            columns={venueCols}
            getRowId={(venue) => venue.id}
            isLoading={venues.isLoading}
            error={venues.error}
            onRetry={() => void venues.mutate()}
            onRowClick={(venue) => setPanelVenueId(venue.id)}
            activeRowId={panelVenueId}
            empty={
              <EmptyState
                icon={<BuildingIcon size={40} />}
                title="No Venues Found"
                description="Add your first venue, then its screens and their seat maps."
                action={<Button onClick={() => setVenueDialog({ open: true, venue: null })}>Add Venue</Button>}
              />
            }
          />
        </TabsContent>
        <TabsContent value="screens">
          <DataTable
            label="Screens"
            data={screens.data?.items}
            columns={screenCols}
            getRowId={(screen) => screen.id}
            isLoading={screens.isLoading}
            error={screens.error}
            onRetry={() => void screens.mutate()}
            empty={
              <EmptyState
                icon={<BuildingIcon size={40} />}
                title="No Screens Found"
                description={venues.data?.length ? 'Add a screen to one of your venues.' : 'Add a venue first, then its screens.'}
                action={
                  venues.data?.length ? <Button onClick={() => openAddScreen()}>Add Screen</Button> : undefined
                }
              />
            }
          />
        </TabsContent>
      </Tabs>

      <VenuePanel
        venueId={panelVenueId}
        onClose={() => setPanelVenueId(null)}
        onEditVenue={(venue) => setVenueDialog({ open: true, venue })}
        onDeleteVenue={(venue) => setDeleting({ kind: 'venue', item: venue })}
        onToggleVenue={(venue) => void toggleVenue(venue)}
        onAddScreen={(venueId) => openAddScreen(venueId)}
        onEditScreen={openEditScreen}
        onDeleteScreen={(screen) => setDeleting({ kind: 'screen', item: screen })}
        onToggleScreen={(screen) => void toggleScreen(screen)}
        onEditSeatMap={setSeatMapScreen}
        busyIds={busyIds}
      />
      <VenueFormDialog
        open={venueDialog.open}
        venue={venueDialog.venue}
        onOpenChange={(open) => setVenueDialog((current) => ({ ...current, open }))}
        onSaved={() => void refresh()}
      />
      <ScreenFormDialog
        open={screenDialog.open}
        screen={screenDialog.screen}
        venueId={screenDialog.venueId}
        venues={venues.data ?? []}
        onOpenChange={(open) => setScreenDialog((current) => ({ ...current, open }))}
        onSaved={() => void refresh()}
      />
      <SeatMapDialog screen={seatMapScreen} onClose={() => setSeatMapScreen(null)} onSaved={() => void refresh()} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.kind === 'venue' ? 'Delete venue?' : 'Delete screen?'}
        description={
          deleting?.kind === 'venue'
            ? `Delete ${deleting.item.name} with its screens, seat maps and upcoming sessions that have no bookings? A venue with booked upcoming sessions cannot be deleted.`
            : deleting
              ? `Delete ${deleting.item.name} with its seat maps and upcoming sessions that have no bookings? A screen with booked upcoming sessions cannot be deleted.`
              : ''
        }
        confirmLabel="Delete"
        busyLabel="Deleting…"
        onConfirm={confirmDelete}
      >
        {deleteRunning && deleting && (
          <p className={styles.progress} role="status">
            {deleteWork(deleting, screens.data?.items)}
          </p>
        )}
      </ConfirmDialog>
    </main>
  );
}
