import { SWRConfig } from 'swr';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../lib/auth';
import { AuthDialogSlot } from './auth-dialog-slot';
import type { FirstReads } from './claim-preloads';
import { ReferralClaimSlot } from './referral-claim-slot';
import { AppRoutes } from './router';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The whole app under its router: the browser puts it in a BrowserRouter (main.tsx), the pre-render
 * of home in a StaticRouter (server/render-home.tsx), so both render the same tree from the same reads.
 */
export function App({ firstReads }: { firstReads: FirstReads }) {
  return (
    <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: false, fallback: firstReads }}>
      <ToastProvider>
        <AuthProvider>
          <ScrollRestoration />
          <AppRoutes />
          <AuthDialogSlot />
          <ReferralClaimSlot />
        </AuthProvider>
      </ToastProvider>
    </SWRConfig>
  );
}
