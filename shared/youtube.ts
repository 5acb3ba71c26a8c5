/**
 * YouTube video ids, used by the web app (the trailer player embeds a video by its id) and by the
 * functions (only trailers with an id can be shown).
 */

/** A YouTube video id: exactly 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = ['youtube.com', 'youtube-nocookie.com', 'youtu.be'];

export function isYoutubeId(value: string): boolean {
  return YOUTUBE_ID.test(value);
}

/**
 * The 11-character YouTube id in a video URL, or null. Accepts a bare id and the usual
 * URL forms: youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID (also on
 * youtube-nocookie.com), /shorts/ID and /v/ID, with or without scheme and "www."/"m.".
 */
export function youtubeIdFromUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const input = url.trim();
  if (input === '') return null;
  if (isYoutubeId(input)) return input;

  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return null;

  const segments = parsed.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host.endsWith('.youtu.be')) {
    candidate = segments[0];
  } else if (segments[0] === 'watch') {
    candidate = parsed.searchParams.get('v');
  } else if (['embed', 'shorts', 'v', 'live'].includes(segments[0] ?? '')) {
    candidate = segments[1];
  }
  return candidate && isYoutubeId(candidate) ? candidate : null;
}
