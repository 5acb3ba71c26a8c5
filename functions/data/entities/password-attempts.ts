import { Entity, type EntityItem } from 'electrodb';

/**
 * An admin's wrong passwords in the current window (role changes re-verify the acting admin's
 * password, docs/back-office.md, "Members and points"): `failures` counts attempts reserved since `windowStart` (epoch ms), moved only
 * by conditional writes, so concurrent attempts cannot pass the limit. Expires with its window (TTL).
 */
export const buildPasswordAttemptsEntity = () => new Entity({
  model: { entity: 'passwordAttempts', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    windowStart: { type: 'number', required: true },
    failures: { type: 'number', required: true },
    /** Epoch seconds when DynamoDB may forget the window (the table's TTL attribute). */
    ttl: { type: 'number', required: true, field: 'ttl' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type PasswordAttemptsEntity = ReturnType<typeof buildPasswordAttemptsEntity>;
export type PasswordAttemptsItem = EntityItem<PasswordAttemptsEntity>;
