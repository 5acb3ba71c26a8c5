import { CHECK_CONNECTION } from '../../../components/ui/load-error';
import type { ToastOptions } from '../../../components/ui/toast';
import { refusalMessage } from '../../../lib/api-client';

/**
 * The failure toast of an admin action: the spec's title ("Failed to save venue"), and the API's own
 * reason under it when it gave one (e.g. a refusal because of future bookings).
 */
export function failureToast(title: string, error: unknown): ToastOptions {
  console.error(title, error);
  return { title, description: refusalMessage(error), variant: 'error' };
}

/**
 * What a failed load says under its title: the API's own reason when it refused the request (e.g. a
 * range too long), else (offline, a server error) to check the connection, never the browser's
 * "Failed to fetch".
 */
export const loadFailureText = (error: unknown): string => refusalMessage(error) ?? CHECK_CONNECTION;
