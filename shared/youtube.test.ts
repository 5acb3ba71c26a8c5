import { describe, expect, it } from 'vitest';
import { isYoutubeId, youtubeIdFromUrl } from './youtube';

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
