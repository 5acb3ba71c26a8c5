import { describe, expect, it } from 'vitest';
import { escapeXml, initials, renderBackdrop, renderPortrait, renderPoster } from './art';
import { wellFormedXmlError } from './well-formed';

const film = {
  id: 4242,
  title: 'Fish & Chips <Live> at "Joe\'s"',
  releaseDate: '2026-10-16',
  genreIds: [35],
  tagline: 'Salt & vinegar',
  credits: { cast: [{ name: 'A & B' }], crew: [{ name: 'C <D>', job: 'Director' }] },
};

describe('offline artwork', () => {
  it('escapes XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it.each([
    ['poster', renderPoster(film)],
    ['backdrop', renderBackdrop(film)],
    ['portrait', renderPortrait({ id: 5, name: 'Zoë & <Co>' })],
  ])('renders a well-formed %s with escaped text', (_kind, svg) => {
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(wellFormedXmlError(svg)).toBeNull();
    expect(svg).toContain('&amp;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('uses the right aspect ratios', () => {
    expect(renderPoster(film)).toContain('viewBox="0 0 500 750"');
    expect(renderBackdrop(film)).toContain('viewBox="0 0 1280 720"');
    expect(renderPortrait({ id: 1, name: 'X' })).toContain('viewBox="0 0 300 450"');
  });

  it('is deterministic and varies by id', () => {
    expect(renderPoster(film)).toBe(renderPoster({ ...film }));
    expect(renderPoster(film)).not.toBe(renderPoster({ ...film, id: 4243 }));
  });

  it('draws every genre motif and odd titles without breaking', () => {
    for (const genreIds of [[878], [27], [53], [10749], [16], [18], [12], [37], [28], [80], [10402], [99], [], [123456]]) {
      for (const title of ['', 'X', 'A Very Long Title That Keeps Going And Going Well Past Four Lines Of Poster', 'Supercalifragilisticexpialidocious']) {
        const svg = renderPoster({ id: 77, title, genreIds });
        expect(wellFormedXmlError(svg), `${genreIds} ${title}`).toBeNull();
        expect(wellFormedXmlError(renderBackdrop({ id: 77, title, genreIds }))).toBeNull();
      }
    }
  });

  it('builds initials from the first and last names', () => {
    expect(initials('Ines Valcourt')).toBe('IV');
    expect(initials('Seo Ha-rim')).toBe('SH');
    expect(initials('Émilie Varennes')).toBe('ÉV');
    expect(initials('Cher')).toBe('C');
    expect(initials('  ')).toBe('?');
  });
});

describe('wellFormedXmlError', () => {
  it.each([
    ['<svg></svg>', null],
    ['<svg><g/><text x="1">a &amp; b</text></svg>', null],
    ['<svg><g></svg>', 'closes'],
    ['<svg>a & b</svg>', 'unescaped &'],
    ['<svg a="1" a="2"/>', 'duplicate'],
    ['<svg/><svg/>', 'second root'],
    ['<svg x=1/>', 'malformed'],
    ['<svg title="a & b"/>', 'unescaped &'],
  ])('%s', (xml, error) => {
    const result = wellFormedXmlError(xml);
    if (error === null) expect(result).toBeNull();
    else expect(result).toContain(error);
  });
});
