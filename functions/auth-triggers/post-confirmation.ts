import { Logger } from '@aws-lambda-powertools/logger';
import type { PostConfirmationTriggerHandler } from 'aws-lambda';
import { ensureProfile } from '../data/profiles';

const logger = new Logger({ serviceName: 'cinema-post-confirmation' });

/**
 * Cognito post-confirmation trigger: the new member's profile exists from the moment they confirm,
 * with the welcome bonus (they signed up themselves; ensureProfile pays it once, with the profile).
 * Password resets confirm too: nothing to do then. A failure is logged, not thrown: the user is
 * confirmed either way, and the API creates the profile on their first call.
 */
export const handler: PostConfirmationTriggerHandler = async (event) => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const { sub, email, name } = event.request.userAttributes;
  try {
    await ensureProfile({ userId: sub, email, name: name || email.split('@')[0], welcomeBonus: true });
  } catch (error) {
    logger.error('Could not create the profile; the API will on first sign-in', { userId: sub, error: error as Error });
  }
  return event;
};
