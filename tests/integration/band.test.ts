import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/data/service';
import type { Profile } from '../../shared/schemas/profile';
import { createMember, type TestUser } from '../helpers';

const newBand = () => `BAND-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
const pair = (member: TestUser, bandId: unknown) => member.api.put<{ bandId: string; pairedAt: string }>('/api/me/band', { bandId });
const holderOf = async (bandId: string) => (await db.entities.bandPairing.get({ bandId }).go({ consistent: true })).data?.userId ?? null;
const bandOf = async (member: TestUser) => (await member.api.get<Profile>('/api/me')).body.bandId;

describe('PUT /api/me/band', () => {
  it('pairs a band, trimmed and upper-cased, shown on GET /api/me', async () => {
    const member = await createMember();
    expect(await bandOf(member)).toBeNull();
    const band = newBand();

    const response = await pair(member, `  ${band.toLowerCase()} `);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ bandId: band, pairedAt: expect.any(String) });
    expect(await bandOf(member)).toBe(band);
    expect(await holderOf(band)).toBe(member.userId);
    // Pairing the band one already wears is fine and changes nothing.
    const again = await pair(member, band);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(response.body);
  });

  it('checks the band id with the spec rules: required (Band ID Required), at most 11 characters, like BAND-ABC123', async () => {
    const member = await createMember();
    const cases: [unknown, string][] = [
      [undefined, 'Band ID Required'],
      ['   ', 'Band ID Required'],
      ['BAND-ABC1234', 'Band ID must be at most 11 characters'],
      ['WRIST-123', 'Band ID must look like BAND-ABC123'],
      ['BAND-', 'Band ID must look like BAND-ABC123'],
      ['BAND-AB C1', 'Band ID must look like BAND-ABC123'],
    ];
    for (const [bandId, message] of cases) {
      const response = await pair(member, bandId);
      expect(response.status, String(bandId)).toBe(400);
      expect(response.body, String(bandId)).toMatchObject({ error: { message } });
    }
    expect(await bandOf(member)).toBeNull();
  });

  it("refuses another member's band (409 BAND_TAKEN) and frees the old band when a member changes bands", async () => {
    const [first, second] = await Promise.all([createMember(), createMember()]);
    const [bandA, bandB] = [newBand(), newBand()];
    expect((await pair(first, bandA)).status).toBe(200);

    const taken = await pair(second, bandA);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: { code: 'BAND_TAKEN', message: 'This band is already paired with another member.' } });
    expect(await bandOf(second)).toBeNull();

    expect((await pair(first, bandB)).status).toBe(200);
    expect(await bandOf(first)).toBe(bandB);
    expect(await holderOf(bandA)).toBeNull();
    expect(await holderOf(bandB)).toBe(first.userId);

    // The freed band can be paired by someone else now.
    expect((await pair(second, bandA)).status).toBe(200);
    expect(await holderOf(bandA)).toBe(second.userId);
  });

  it('gives a band to exactly one of 10 members pairing it at once', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember()));
    const band = newBand();

    const responses = await Promise.all(members.map((member) => pair(member, band)));

    const winners = responses.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await holderOf(band)).toBe(members[winners[0]].userId);
    const bands = await Promise.all(members.map(bandOf));
    expect(bands).toEqual(members.map((_, i) => (i === winners[0] ? band : null)));
  });

  it('keeps one band per member when one member pairs several bands at once: the others are freed', async () => {
    const member = await createMember();
    const bands = Array.from({ length: 4 }, newBand);
    const responses = await Promise.all(bands.map((band) => pair(member, band)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const worn = await bandOf(member);
    const holders = await Promise.all(bands.map(holderOf));
    expect(holders.filter((h) => h === member.userId)).toHaveLength(1);
    expect(holders[bands.indexOf(worn!)]).toBe(member.userId);
  });
});
