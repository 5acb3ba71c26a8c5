import { describe, expect, it } from 'vitest';
import type { MovieVideo } from './types';
import { isYoutubeId, trailersOnly, youtubeIdFromUrl } from './videos';

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

describe('youtubeIdFromUrl', () => {
  const id = 'dQw4w9WgXcQ';

  it.each([
    [id],
    [` ${id} `],
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com/watch?feature=share&v=${id}&t=42s`],
    [`http://m.youtube.com/watch?v=${id}`],
    [`www.youtube.com/watch?v=${id}`],
    [`https://youtu.be/${id}`],
    [`https://youtu.be/${id}?t=10`],
    [`youtu.be/${id}`],
    [`https://www.youtube.com/embed/${id}`],
    [`https://www.youtube.com/embed/${id}?autoplay=1&enablejsapi=1`],
    [`https://www.youtube-nocookie.com/embed/${id}`],
    [`https://www.youtube.com/shorts/${id}`],
    [`https://www.youtube.com/v/${id}`],
  ])('finds the id in %s', (url) => {
    expect(youtubeIdFromUrl(url)).toBe(id);
  });

  it.each([
    [''],
    ['   '],
    ['dQw4w9WgXc'], // 10 characters
    ['dQw4w9WgXcQQ'], // 12 characters
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/'],
    [`https://vimeo.com/${id}`],
    [`https://evil.example/watch?v=${id}`],
    [`https://notyoutube.com/watch?v=${id}`],
    [`javascript:alert(1)//youtube.com/watch?v=${id}`],
    ['https://youtu.be/'],
    ['not a url at all'],
  ])('returns null for %s', (url) => {
    expect(youtubeIdFromUrl(url)).toBeNull();
  });

  it('returns null for missing values', () => {
    expect(youtubeIdFromUrl(null)).toBeNull();
    expect(youtubeIdFromUrl(undefined)).toBeNull();
  });

  it('isYoutubeId checks the alphabet and length', () => {
    expect(isYoutubeId('abc-DEF_123')).toBe(true);
    expect(isYoutubeId('abc-DEF_12!')).toBe(false);
  });
});
