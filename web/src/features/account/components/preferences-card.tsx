import { Switch } from 'radix-ui';
import { useState } from 'react';
import styles from './account.module.css';

const PREFERENCES = [
  { key: 'emailNotifications', label: 'Email notifications', description: 'News about screenings, rewards and your points.' },
  { key: 'sessionReminders', label: 'Session reminders', description: 'A reminder before a show you have booked.' },
] as const;

type PreferenceKey = (typeof PREFERENCES)[number]['key'];
const STORAGE_KEY = 'cinema.preferences';

function loadPreferences(): Record<PreferenceKey, boolean> {
  const defaults: Record<PreferenceKey, boolean> = { emailNotifications: true, sessionReminders: true };
  try {
    return { ...defaults, ...(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<PreferenceKey, boolean>>) };
  } catch {
    return defaults;
  }
}

/** Preferences live in this browser only: no server setting exists for them yet. */
export function PreferencesCard() {
  const [preferences, setPreferences] = useState(loadPreferences);

  const toggle = (key: PreferenceKey, value: boolean) => {
    const next = { ...preferences, [key]: value };
    setPreferences(next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
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
              checked={preferences[preference.key]}
              onCheckedChange={(value) => toggle(preference.key, value)}
            >
              <Switch.Thumb className={styles.switchThumb} />
            </Switch.Root>
          </li>
        ))}
      </ul>
      <p className="field-hint">Saved on this device.</p>
    </section>
  );
}
