import type { AdminScreen } from '@shared/api/routes/admin-venues';
import type { SeatMapDraft } from '@shared/admin/seat-map-draft';
import { useState } from 'react';
import { GuardedDialog } from '../../../components/ui/guarded-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { failureToast } from '../lib/failure-toast';
import { useScreenSeatMap } from './venues-api';
import { SeatMapEditor } from '../seat-map-editor/seat-map-editor';
import { formatNumber } from '../../../lib/format';

export interface SeatMapDialogProps {
  screen: AdminScreen | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The seat-map editor of one screen, in a wide dialog: loads the screen's map and the seat categories. */
export function SeatMapDialog({ screen, onClose, onSaved }: SeatMapDialogProps) {
  const { toast } = useToast();
  const { data, error, isLoading, mutate } = useScreenSeatMap(screen?.id ?? null);
  const [dirty, setDirty] = useState(false);

  const save = async (draft: SeatMapDraft) => {
    if (!screen) return;
    try {
      const saved = await api('saveSeatMap', { params: { id: screen.id }, body: draft });
      await mutate(saved, { revalidate: false });
      toast({ title: 'Seat map saved', description: `Version ${saved.version ?? 1}: ${formatNumber(saved.seatCount)} seats. New sessions use it; existing sessions keep theirs.`, variant: 'success' });
      onSaved();
      onClose();
    } catch (failure) {
      toast(failureToast('Failed to save seat map', failure));
      throw failure;
    }
  };

  const initial: SeatMapDraft | null =
    data && data.version !== null
      ? {
          rows: data.rows,
          columns: data.columns,
          aisleColumns: data.aisleColumns,
          screenPosition: data.screenPosition,
          rowCategories: data.rowCategories,
          unavailable: data.unavailable,
        }
      : null;

  return (
    <GuardedDialog
      open={screen !== null}
      onOpenChange={(open) => !open && onClose()}
      dirty={dirty}
      title={screen ? `Seat Map Editor · ${screen.name}` : 'Seat Map Editor'}
      description={
        screen
          ? `${screen.venueName ?? ''}${(data ? data.version : screen.seatMapVersion) ? ` · current version ${data?.version ?? screen.seatMapVersion}` : ' · no seat map saved yet'}`
          : undefined
      }
      size="xl"
    >
      {screen && data ? (
        <SeatMapEditor
          key={`${screen.id}:${data.version ?? 'new'}`}
          screen={{ id: screen.id, name: screen.name, capacity: data.capacity }}
          categories={data.categories}
          initial={initial}
          onSave={save}
          onDirtyChange={setDirty}
        />
      ) : error && !isLoading ? (
        <LoadError title="Failed to load data" onRetry={() => void mutate()} />
      ) : (
        <Spinner label="Loading seat map" />
      )}
    </GuardedDialog>
  );
}
