/** The runtime configuration the deployment (or the local stack) writes to /config.json. */
export interface AppConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set locally: the Cognito emulator's URL. */
  userPoolEndpoint?: string;
  /** The live rounds' WebSocket URL (docs/live.md); absent where the stage has none. */
  liveUrl?: string;
  /** Present only when a Google identity provider is configured (Cognito hosted UI). */
  oauth?: {
    domain: string;
    scopes?: string[];
    redirectSignIn?: string[];
    redirectSignOut?: string[];
  };
}

let configPromise: Promise<AppConfig> | null = null;

/** Loads /config.json once per page load; every caller shares the same promise. */
export function loadConfig(): Promise<AppConfig> {
  configPromise ??= fetch('/config.json', { headers: { Accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
    return (await response.json()) as AppConfig;
  });
  configPromise.catch(() => {
    // Let a later call try again instead of caching the failure.
    configPromise = null;
  });
  return configPromise;
}
