import type { AdminMember } from '@shared/api/routes/admin-members';
import { MEMBER_MESSAGES } from '@shared/api/routes/admin-members';
import { ROLES, type Role } from '@shared/constants';
import { ROLE_LABELS } from '@shared/members/roles';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { api, apiErrorOf } from '../../../lib/api-client';
import { failureToast } from '../lib/failure-toast';
import { SelectField } from '../components/select-field';
import { FormActions } from '../components/form-actions';

export interface RoleDialogProps {
  member: AdminMember | null;
  onOpenChange: (open: boolean) => void;
  onChanged: () => void;
}

/** Update User Role: the acting admin's own password, checked by the server, before the role changes. */
export function RoleDialog({ member, onOpenChange, onChanged }: RoleDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      dismissible={!busy}
      title="Update User Role"
      description={member ? `Change the role of ${member.name} (${member.email}). Enter your own password to confirm.` : undefined}
    >
      {member && <RoleForm key={member.id} member={member} busy={busy} setBusy={setBusy} onClose={() => onOpenChange(false)} onChanged={onChanged} />}
    </Dialog>
  );
}

interface RoleFormProps {
  member: AdminMember;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
  onChanged: () => void;
}

function RoleForm({ member, busy, setBusy, onClose, onChanged }: RoleFormProps) {
  const { toast } = useToast();
  const [role, setRole] = useState<Role>(member.role === 'admin' ? 'user' : 'admin');
  const article = (r: Role) => (r === 'admin' ? 'an' : 'a');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(MEMBER_MESSAGES.passwordRequired);
      return;
    }
    setBusy(true);
    try {
      await api('updateMemberRole', { params: { id: member.id }, body: { role, password } });
      toast({ title: 'Role updated', description: `${member.name} is now ${article(role)} ${ROLE_LABELS[role].toLowerCase()} and was signed out everywhere.`, variant: 'success' });
      onChanged();
      onClose();
    } catch (failure) {
      // The password's own refusals are said beside it; anything else is the spec's toast.
      const refusal = apiErrorOf(failure, 'updateMemberRole');
      if (refusal?.code === 'WRONG_PASSWORD' || refusal?.code === 'TOO_MANY_ATTEMPTS') setError(refusal.message);
      else toast(failureToast('Failed to update role', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <SelectField label="Role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Your admin password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={error ?? undefined}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
      />
      <FormActions busy={busy} label="Update Role" busyLabel="Updating…" />
    </form>
  );
}
