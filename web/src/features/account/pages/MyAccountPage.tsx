import { useState } from 'react';
import { PageLoader } from '../../../components/layout/PageLoader';
import { useAuth } from '../../../lib/auth';
import { AccountForm } from '../components/AccountForm';
import { AccountStatsCard } from '../components/AccountStatsCard';
import { PhotoPickerDialog } from '../components/PhotoPickerDialog';
import { PointsStatement } from '../components/PointsStatement';
import { PreferencesCard } from '../components/PreferencesCard';
import { ProfileHeader } from '../components/ProfileHeader';
import { TierProgressCard } from '../components/TierProgressCard';
import styles from '../components/account.module.css';

export default function MyAccountPage() {
  const { user } = useAuth();
  const [photoPickerOpen, setPhotoPickerOpen] = useState(false);
  // The route guard only renders this page for a signed-in member.
  if (!user) return <PageLoader />;
  return (
    <main className={`page ${styles.page}`}>
      <ProfileHeader user={user} onChangePhoto={() => setPhotoPickerOpen(true)} />
      <div className={styles.columns}>
        <AccountStatsCard user={user} />
        <TierProgressCard user={user} />
      </div>
      <div className={styles.columns}>
        <AccountForm user={user} />
        <PreferencesCard />
      </div>
      <PointsStatement />
      <PhotoPickerDialog user={user} open={photoPickerOpen} onOpenChange={setPhotoPickerOpen} />
    </main>
  );
}
