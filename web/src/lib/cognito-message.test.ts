import { describe, expect, it } from 'vitest';
import { cognitoMessage, SIGN_IN_SERVICE_UNREACHABLE } from './cognito-message';

/** The error the browser throws reading an HTML page as JSON, as Amplify does with any answer. */
const unreadableAnswer = () => {
  try {
    JSON.parse('<html>Service Unavailable</html>');
  } catch (error) {
    return error;
  }
};

describe('cognitoMessage', () => {
  it("gives Cognito's own words for its refusal", () => {
    const refusal = Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
    expect(cognitoMessage(refusal)).toBe('Incorrect username or password.');
  });

  it('gives plain words, not the JSON parser\'s, for an answer that was not Cognito\'s', () => {
    expect(cognitoMessage(unreadableAnswer())).toBe(SIGN_IN_SERVICE_UNREACHABLE);
  });

  it('gives nothing for what is not an error', () => {
    expect(cognitoMessage('nope')).toBe('');
  });
});
