import type { MailPreference, MailPreferences } from '@shared/schemas/profile';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { refusalMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { updateProfile } from '../api/profile';
import styles from './account.module.css';

const PREFERENCES: { key: MailPreference; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email notifications', description: 'News about your shows: a cancelled show, a live game about to start.' },
  { key: 'sessionReminders', label: 'Session reminders', description: 'A reminder before a show you have booked.' },
];

/**
 * The mail switches, kept on the member's profile: every mail that is sent reads them, so a switch
 * turned off here holds on every device (docs/mail.md, "Preferences"). Booking confirmations and
 * invitations always go: the member asked for them.
 */
export function PreferencesCard({ preferences }: { preferences: MailPreferences }) {
  const { refreshProfile } = useAuth();
  const { toast } = useToast();
  // What the switches show while a change is on its way; the profile's values otherwise.
  const [pending, setPending] = useState<Partial<MailPreferences>>({});
  const shown = { ...preferences, ...pending };

  const toggle = async (key: MailPreference, value: boolean) => {
    if (pending[key] !== undefined) return;
    setPending((current) => ({ ...current, [key]: value }));
    try {
      await updateProfile({ preferences: { [key]: value } });
      await refreshProfile();
    } catch (error) {
      toast({ title: 'Failed to save your preference', description: refusalMessage(error), variant: 'error' });
    } finally {
      setPending(({ [key]: _done, ...rest }) => rest);
    }
  };

  return (
    <section className="card" aria-labelledby="account-preferences">
      <h2 id="account-preferences" className={styles.sectionTitle}>
        Preferences
      </h2>
      <ul className={styles.preferences}>
        {PREFERENCES.map((preference) => (
          <li key={preference.key} className={styles.preference}>
            <div>
              <label htmlFor={`pref-${preference.key}`} className={styles.preferenceLabel}>
                {preference.label}
              </label>
              <p className="field-hint">{preference.description}</p>
            </div>
            <Switch.Root
              id={`pref-${preference.key}`}
              className={styles.switch}
              checked={shown[preference.key]}
              // aria-disabled, not disabled, while it saves: a disabled switch drops the keyboard's focus to the page.
              aria-disabled={pending[preference.key] !== undefined || undefined}
              onCheckedChange={(value) => void toggle(preference.key, value)}
            >
              <Switch.Thumb className={styles.switchThumb} />
            </Switch.Root>
          </li>
        ))}
      </ul>
      <p className="field-hint">Saved to your account. Booking confirmations are always sent.</p>
    </section>
  );
}
