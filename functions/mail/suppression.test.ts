import { describe, expect, it } from 'vitest';
import type { SNSEvent } from 'aws-lambda';
import { suppressAddressesOf } from './suppress-handler';
import { suppressionsOf } from './suppression';

const event = (body: object) => JSON.stringify({ mail: { messageId: 'm-1', destination: ['someone@example.com'] }, ...body });

describe('suppressionsOf', () => {
  it('suppresses every recipient of a permanent bounce, lower-cased', () => {
    const message = event({
      eventType: 'Bounce',
      bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: 'Gone@Example.com' }, { emailAddress: 'also-gone@example.com' }] },
    });
    expect(suppressionsOf(message)).toEqual([
      { address: 'gone@example.com', reason: 'BOUNCE' },
      { address: 'also-gone@example.com', reason: 'BOUNCE' },
    ]);
  });

  it('suppresses a complaining recipient', () => {
    const message = event({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'annoyed@example.com' }], complaintFeedbackType: 'abuse' } });
    expect(suppressionsOf(message)).toEqual([{ address: 'annoyed@example.com', reason: 'COMPLAINT' }]);
  });

  it('leaves a transient bounce, another event and a message that is no event alone', () => {
    expect(suppressionsOf(event({ eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'full@example.com' }] } }))).toEqual([]);
    expect(suppressionsOf(event({ eventType: 'Delivery', delivery: { recipients: ['ok@example.com'] } }))).toEqual([]);
    expect(suppressionsOf('Successfully validated SNS topic for Amazon SES event publishing.')).toEqual([]);
  });
});

describe('the bounce and complaint handler', () => {
  it('suppresses the addresses of each SNS record, and nothing for a record that asks for nothing', async () => {
    const records = [
      event({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'annoyed@example.com' }] } }),
      event({ eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'full@example.com' }] } }),
      event({ eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'gone@example.com' }] } }),
    ].map((Message) => ({ Sns: { Message } }));
    const suppressed: string[] = [];
    await suppressAddressesOf({ Records: records } as unknown as SNSEvent, async (address, reason) => {
      suppressed.push(`${reason} ${address}`);
    });
    expect(suppressed).toEqual(['COMPLAINT annoyed@example.com', 'BOUNCE gone@example.com']);
  });
});
