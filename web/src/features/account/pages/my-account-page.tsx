import { useState } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import { useAuth } from '../../../lib/auth';
import { AccountForm } from '../components/account-form';
import { AccountStatsCard } from '../components/account-stats-card';
import { EarningsCard } from '../components/earnings-card';
import { PhotoPickerDialog } from '../components/photo-picker-dialog';
import { PointsStatement } from '../components/points-statement';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileHeader } from '../components/profile-header';
import { TierProgressCard } from '../components/tier-progress-card';
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
      <EarningsCard />
      <div className={styles.columns}>
        <AccountForm user={user} />
        <PreferencesCard preferences={user.preferences} />
      </div>
      <PointsStatement />
      <PhotoPickerDialog user={user} open={photoPickerOpen} onOpenChange={setPhotoPickerOpen} />
    </main>
  );
}
