import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { claimPreloads, type FirstReads } from './app/claim-preloads';
import { PRERENDERED_READS_ID } from './app/prerendered-reads';
import { captureReferralCode } from './lib/referral';
import './styles/global.css';

captureReferralCode();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const app = (firstReads: FirstReads) => (
  <StrictMode>
    <BrowserRouter>
      <App firstReads={firstReads} />
    </BrowserRouter>
  </StrictMode>
);

/**
 * Runs `run` once the browser has painted the page it has. Scripts that arrive as fast as the HTML
 * (from the service worker's cache) would otherwise run a whole hydration before that first paint.
 * A hidden tab paints nothing (and runs no animation frame) until shown: there it runs at once.
 */
function afterFirstPaint(run: () => void) {
  if (document.hidden) run();
  else requestAnimationFrame(() => setTimeout(run));
}

// Home served pre-rendered (docs/first-visit.md): its HTML is already on screen, rendered from the
// reads it carries; React takes that HTML over, from the same reads, without painting anything new.
const prerendered = document.getElementById(PRERENDERED_READS_ID);
if (prerendered && window.location.pathname === '/') {
  void claimPreloads({ waitAtHome: false });
  afterFirstPaint(() => hydrateRoot(root, app(JSON.parse(prerendered.textContent ?? '{}') as FirstReads)));
} else {
  // Not a top-level await: that would make the bundler wrap every module of the entry chunk as async.
  void claimPreloads({ waitAtHome: true }).then((firstReads) => createRoot(root).render(app(firstReads)));
}
