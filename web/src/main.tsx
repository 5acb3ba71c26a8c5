import './lib/zod-jitless';
import './lib/react-effect-timing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthDialogSlot } from './app/auth-dialog-slot';
import { claimPreloads, type FirstReads } from './app/claim-preloads';
import { ReferralClaimSlot } from './app/referral-claim-slot';
import { AppRoutes } from './app/router';
import { ScrollRestoration } from './app/scroll-restoration';
import { ToastProvider } from './components/ui/toast';
import { AuthProvider } from './lib/auth';
import { captureReferralCode } from './lib/referral';
import './styles/global.css';

captureReferralCode();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
const appRoot = createRoot(root);

function render(firstReads: FirstReads) {
  appRoot.render(
    <StrictMode>
      <BrowserRouter>
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
      </BrowserRouter>
    </StrictMode>,
  );
}

// Not a top-level await: that would make the bundler wrap every module of the entry chunk as async.
void claimPreloads().then(render);
