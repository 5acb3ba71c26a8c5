/** What a member reads when Cognito's answer could not be read at all. */
export const SIGN_IN_SERVICE_UNREACHABLE = 'Could not reach the sign-in service. Please try again.';

/**
 * Why Cognito refused, in its own words ("Incorrect username or password."); '' for what is not an error.
 * A SyntaxError is the browser failing to read an answer that was not Cognito's (a gateway's 503 page:
 * "Unexpected token '<', "<html>"... is not valid JSON"), no text for a member: they get plain words.
 */
export function cognitoMessage(error: unknown): string {
  if (!(error instanceof Error)) return '';
  return error instanceof SyntaxError ? SIGN_IN_SERVICE_UNREACHABLE : error.message;
}
