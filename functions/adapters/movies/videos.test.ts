import { describe, expect, it } from 'vitest';
import type { MovieVideo } from './types';
import { trailersOnly } from './videos';

const video = (over: Partial<MovieVideo>): MovieVideo => ({
  id: 'v',
  key: 'dQw4w9WgXcQ',
  name: 'Official Trailer',
  type: 'Trailer',
  site: 'YouTube',
  official: true,
  ...over,
});

describe('trailersOnly', () => {
  it('keeps YouTube trailers with an 11-character key, in order', () => {
    const a = video({ id: 'a', key: 'AAAAAAAAAAA' });
    const b = video({ id: 'b', key: 'b_b-b_b-b_b', official: false });
    expect(trailersOnly([a, b])).toEqual([a, b]);
  });

  it('drops teasers, featurettes, clips and other types', () => {
    const videos = ['Teaser', 'Featurette', 'Clip', 'Behind the Scenes', 'Bloopers', 'trailer'].map((type) =>
      video({ type }),
    );
    expect(trailersOnly(videos)).toEqual([]);
  });

  it('drops trailers on other hosts and keys that are not YouTube ids', () => {
    expect(
      trailersOnly([
        video({ site: 'Vimeo' }),
        video({ site: 'youtube' }),
        video({ key: 'short' }),
        video({ key: 'twelve-chars' }),
        video({ key: 'has space 1' }),
      ]),
    ).toEqual([]);
  });

  it('does not mutate its input', () => {
    const input = [video({ type: 'Teaser' }), video({})];
    const copy = structuredClone(input);
    trailersOnly(input);
    expect(input).toEqual(copy);
  });
});
