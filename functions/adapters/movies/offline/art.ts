/**
 * Artwork for the offline catalog, drawn as SVG: posters (2:3), backdrops (16:9) and
 * person portraits (2:3). Everything is a pure function of the entity (its id seeds the
 * palette and the motif's randomness), so a film always gets the same poster.
 *
 * Design: a mood palette chosen by the first genre, a geometric motif per genre
 * family (planet, tunnel, overlapping circles, confetti, horizon, mountains, slashes,
 * sound waves), a dark fade behind the type, and the title in large condensed caps.
 */
import { rngFor, between, intBetween, pick, type Rng } from './prng';

export interface PosterSubject {
  id: number;
  title: string;
  releaseDate?: string;
  genreIds?: number[];
  tagline?: string;
  credits?: { cast: { name: string }[]; crew: { name: string; job: string }[] };
  /** Small label above the date, e.g. "A SERIES". */
  kicker?: string;
}

export interface PortraitSubject {
  id: number;
  name: string;
  knownForDepartment?: string;
}

const FONT = "'Helvetica Neue',Helvetica,Arial,'Liberation Sans',sans-serif";
const CONDENSED = "'Oswald','Bebas Neue','Arial Narrow','Helvetica Neue',Arial,sans-serif";

// --- helpers ------------------------------------------------------------------------

/** Escapes text for XML content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function hsl(h: number, s: number, l: number): string {
  // Hex output: some SVG consumers (image tools, older renderers) don't read hsl().
  h = ((h % 360) + 360) % 360;
  s = Math.min(1, Math.max(0, s));
  l = Math.min(1, Math.max(0, l));
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) => Math.round(x * 255).toString(16).padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

interface Palette {
  /** Background, top to bottom. */
  top: string;
  bottom: string;
  /** Motif colours. */
  accent: string;
  accent2: string;
  light: string;
  shade: string;
}

type Motif = 'planet' | 'tunnel' | 'venn' | 'confetti' | 'horizon' | 'mountains' | 'slashes' | 'waves';

interface Mood {
  hues: [number, number];
  sat: number;
  light: number;
  motif: Motif;
}

/** Palette mood and motif per (first) genre. */
const MOODS: Record<number, Mood> = {
  878: { hues: [190, 260], sat: 0.6, light: 0.16, motif: 'planet' }, // science fiction
  27: { hues: [340, 380], sat: 0.45, light: 0.09, motif: 'tunnel' }, // horror
  53: { hues: [185, 225], sat: 0.45, light: 0.11, motif: 'tunnel' }, // thriller
  9648: { hues: [200, 250], sat: 0.4, light: 0.12, motif: 'tunnel' }, // mystery
  10749: { hues: [320, 375], sat: 0.55, light: 0.3, motif: 'venn' }, // romance
  35: { hues: [0, 360], sat: 0.7, light: 0.42, motif: 'confetti' }, // comedy
  16: { hues: [0, 360], sat: 0.75, light: 0.45, motif: 'confetti' }, // animation
  10751: { hues: [20, 200], sat: 0.7, light: 0.45, motif: 'confetti' }, // family
  18: { hues: [15, 50], sat: 0.45, light: 0.25, motif: 'horizon' }, // drama
  36: { hues: [25, 45], sat: 0.35, light: 0.22, motif: 'horizon' }, // history
  10752: { hues: [60, 100], sat: 0.2, light: 0.18, motif: 'horizon' }, // war
  99: { hues: [160, 220], sat: 0.3, light: 0.2, motif: 'horizon' }, // documentary
  12: { hues: [140, 200], sat: 0.5, light: 0.24, motif: 'mountains' }, // adventure
  14: { hues: [250, 300], sat: 0.5, light: 0.2, motif: 'mountains' }, // fantasy
  37: { hues: [10, 35], sat: 0.65, light: 0.3, motif: 'mountains' }, // western
  28: { hues: [355, 395], sat: 0.7, light: 0.16, motif: 'slashes' }, // action
  80: { hues: [200, 230], sat: 0.35, light: 0.1, motif: 'slashes' }, // crime
  10402: { hues: [260, 320], sat: 0.6, light: 0.2, motif: 'waves' }, // music
};
const DEFAULT_MOOD: Mood = { hues: [0, 360], sat: 0.5, light: 0.22, motif: 'horizon' };

function moodFor(genreIds: readonly number[] | undefined): Mood {
  for (const g of genreIds ?? []) if (MOODS[g]) return MOODS[g];
  return DEFAULT_MOOD;
}

function paletteFor(rng: Rng, mood: Mood): Palette {
  const h = between(rng, mood.hues[0], mood.hues[1]);
  const { sat: s, light: l } = mood;
  const turn = pick(rng, [150, 180, 200, 35, -40]);
  return {
    top: hsl(h, s, l + 0.08),
    bottom: hsl(h + between(rng, -25, 25), s * 0.9, Math.max(0.04, l - 0.07)),
    accent: hsl(h + turn, Math.min(1, s + 0.3), 0.6),
    accent2: hsl(h + turn / 2 + 20, Math.min(1, s + 0.2), 0.5),
    light: hsl(h + 10, 0.5, 0.88),
    shade: hsl(h, s, Math.max(0.03, l - 0.12)),
  };
}

/** Greedy word wrap: a word joins the line while the line still fits. */
function wrapBy(words: string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line === '') line = word;
    else if (fits(`${line} ${word}`)) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Approximate advance widths in em of bold sans capitals, sized for the WIDEST common
 * fallback (DejaVu Sans Bold, what a bare Linux box renders): text that fits this
 * estimate fits in Helvetica/Arial too. `scale` adapts it to lighter weights.
 */
function textWidthEm(text: string, scale = 1): number {
  let em = 0;
  for (const c of text) {
    if (c === ' ') em += 0.35;
    else if (/[.,:;'’!|]/.test(c)) em += 0.38;
    else if (/[IJ1-]/.test(c)) em += 0.45;
    else if (/[MW]/.test(c)) em += 1.0;
    else if (/[&@%]/.test(c)) em += 0.9;
    else em += 0.78;
  }
  return em * scale;
}

/**
 * Picks the largest font size at which the text fits `maxLines` lines of `maxWidth`.
 * Every line also gets a textLength clamp in case a viewer's font is wider still.
 */
function fitText(text: string, maxWidth: number, maxLines: number, start: number, min: number, scale = 1) {
  const words = text.split(/\s+/).filter(Boolean);
  const fits = (size: number) => (line: string) => textWidthEm(line, scale) * size <= maxWidth;
  for (let size = start; size > min; size -= 2) {
    const lines = wrapBy(words, fits(size));
    if (lines.length <= maxLines && lines.every(fits(size))) return { size, lines, scale };
  }
  return { size: min, lines: wrapBy(words, fits(min)), scale };
}

function textLines(opts: {
  lines: string[];
  x: number;
  y: number;
  size: number;
  lineHeight: number;
  maxWidth: number;
  scale: number;
  anchor?: 'start' | 'middle';
  attrs: string;
}): string {
  return opts.lines
    .map((line, i) => {
      const estimated = textWidthEm(line, opts.scale) * opts.size;
      const clamp = estimated > opts.maxWidth ? ` textLength="${opts.maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${opts.x}" y="${r1(opts.y + i * opts.lineHeight)}" font-size="${opts.size}" text-anchor="${opts.anchor ?? 'start'}"${clamp} ${opts.attrs}>${escapeXml(line)}</text>`;
    })
    .join('');
}

const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];

/** "OCTOBER 2026" from YYYY-MM-DD (parsed by hand: no time zones involved). */
function monthYear(date: string | undefined): string {
  const m = /^(\d{4})-(\d{2})/.exec(date ?? '');
  if (!m) return '';
  return `${MONTHS[Number(m[2]) - 1] ?? ''} ${m[1]}`.trim();
}

// --- motifs -------------------------------------------------------------------------

/**
 * Draws a motif into a w x h canvas; `fx` is the horizontal focus (0..1) for the main
 * shape, `id` namespaces gradient ids.
 */
function motif(kind: Motif, rng: Rng, w: number, h: number, p: Palette, id: string, fx = 0.5): { defs: string; body: string } {
  const m = Math.min(w, h);
  switch (kind) {
    case 'planet': {
      const cx = w * (fx + between(rng, 0.05, 0.2));
      const cy = h * between(rng, 0.28, 0.38);
      const r = m * between(rng, 0.3, 0.38);
      const tilt = between(rng, -28, -8);
      let stars = '';
      for (let i = 0; i < 70; i++) {
        stars += `<circle cx="${r1(rng() * w)}" cy="${r1(rng() * h * 0.8)}" r="${r1(between(rng, 0.6, 2.2))}" fill="#fff" opacity="${r1(between(rng, 0.2, 0.9))}"/>`;
      }
      const moon = `<circle cx="${r1(cx - r * 1.25)}" cy="${r1(cy + r * 0.9)}" r="${r1(r * 0.12)}" fill="${p.light}" opacity="0.85"/>`;
      return {
        defs: `<radialGradient id="pl${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${p.light}"/><stop offset="0.35" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.shade}"/></radialGradient>`,
        body:
          stars +
          `<g transform="rotate(${r1(tilt)} ${r1(cx)} ${r1(cy)})">` +
          `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r * 1.75)}" ry="${r1(r * 0.32)}" fill="none" stroke="${p.accent2}" stroke-width="${r1(m * 0.012)}" opacity="0.55"/>` +
          `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="url(#pl${id})"/>` +
          // the front half of the ring passes over the planet
          `<path d="M${r1(cx - r * 1.75)} ${r1(cy)} A${r1(r * 1.75)} ${r1(r * 0.32)} 0 0 0 ${r1(cx + r * 1.75)} ${r1(cy)}" fill="none" stroke="${p.light}" stroke-width="${r1(m * 0.014)}" opacity="0.8"/>` +
          `</g>` +
          moon,
      };
    }
    case 'tunnel': {
      const cx = w * fx;
      const cy = h * 0.4;
      let frames = '';
      const n = 12;
      for (let i = 0; i < n; i++) {
        const t = 1 - i / n;
        const fw = w * 1.1 * t ** 1.6;
        const fh = h * 0.95 * t ** 1.6;
        frames += `<rect x="${r1(cx - fw / 2)}" y="${r1(cy - fh / 2)}" width="${r1(fw)}" height="${r1(fh)}" fill="none" stroke="${p.accent}" stroke-width="${r1(1 + 3 * t)}" opacity="${r1(0.1 + 0.5 * (1 - t))}"/>`;
      }
      const dw = m * 0.05;
      const dh = m * 0.2;
      return {
        defs: `<radialGradient id="gl${id}"><stop offset="0" stop-color="${p.light}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
        body:
          frames +
          `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(m * 0.22)}" ry="${r1(m * 0.3)}" fill="url(#gl${id})" opacity="0.6"/>` +
          `<rect x="${r1(cx - dw / 2)}" y="${r1(cy - dh / 2)}" width="${r1(dw)}" height="${r1(dh)}" fill="${p.light}"/>` +
          `<path d="M${r1(cx - dw / 2)} ${r1(cy + dh / 2)} L${r1(cx - w * 0.5)} ${h} L${r1(cx + w * 0.5)} ${h} L${r1(cx + dw / 2)} ${r1(cy + dh / 2)} Z" fill="${p.light}" opacity="0.08"/>`,
      };
    }
    case 'venn': {
      const cy = h * 0.36;
      const r = m * 0.3;
      const dx = r * between(rng, 0.5, 0.7);
      let petals = '';
      for (let i = 0; i < 18; i++) {
        const x = rng() * w;
        const y = rng() * h * 0.75;
        const s = between(rng, 3, 9);
        petals += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s)}" ry="${r1(s * 0.55)}" transform="rotate(${intBetween(rng, 0, 180)} ${r1(x)} ${r1(y)})" fill="${p.light}" opacity="${r1(between(rng, 0.25, 0.7))}"/>`;
      }
      return {
        defs: '',
        body:
          `<circle cx="${r1(w * fx - dx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${p.accent}" opacity="0.75"/>` +
          `<circle cx="${r1(w * fx + dx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${p.accent2}" opacity="0.75" style="mix-blend-mode:screen"/>` +
          `<circle cx="${r1(w * fx - dx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${p.light}" stroke-width="2" opacity="0.6"/>` +
          `<circle cx="${r1(w * fx + dx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${p.light}" stroke-width="2" opacity="0.6"/>` +
          petals,
      };
    }
    case 'confetti': {
      const colours = [p.accent, p.accent2, p.light, '#ffd166', '#ffffff'];
      let bits = `<circle cx="${r1(w * fx)}" cy="${r1(h * 0.34)}" r="${r1(m * 0.27)}" fill="${p.accent}" opacity="0.9"/>`;
      bits += `<circle cx="${r1(w * fx)}" cy="${r1(h * 0.34)}" r="${r1(m * 0.2)}" fill="${p.light}" opacity="0.35"/>`;
      for (let i = 0; i < 46; i++) {
        const x = rng() * w;
        const y = rng() * h * 0.72;
        const s = between(rng, m * 0.012, m * 0.04);
        const rot = intBetween(rng, 0, 359);
        const fill = pick(rng, colours);
        const shape = intBetween(rng, 0, 2);
        const t = `transform="rotate(${rot} ${r1(x)} ${r1(y)})" fill="${fill}" opacity="${r1(between(rng, 0.6, 1))}"`;
        bits +=
          shape === 0
            ? `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.6)}" fill="${fill}"/>`
            : shape === 1
              ? `<rect x="${r1(x - s / 2)}" y="${r1(y - s / 4)}" width="${r1(s)}" height="${r1(s / 2)}" rx="${r1(s / 6)}" ${t}/>`
              : `<path d="M${r1(x)} ${r1(y - s / 2)} L${r1(x + s / 2)} ${r1(y + s / 2)} L${r1(x - s / 2)} ${r1(y + s / 2)} Z" ${t}/>`;
      }
      return { defs: '', body: bits };
    }
    case 'horizon': {
      const sunY = h * between(rng, 0.38, 0.48);
      const sunR = m * between(rng, 0.16, 0.24);
      let hills = '';
      const layers = [
        { y: h * 0.5, amp: h * 0.03, colour: p.accent2, o: 0.55 },
        { y: h * 0.56, amp: h * 0.025, colour: p.shade, o: 0.75 },
        { y: h * 0.63, amp: h * 0.02, colour: p.bottom, o: 1 },
      ];
      for (const layer of layers) {
        const phase = rng() * Math.PI * 2;
        const freq = between(rng, 1.2, 2.4);
        let d = `M0 ${h} L0 ${r1(layer.y)}`;
        for (let x = 0; x <= w; x += w / 24) {
          d += ` L${r1(x)} ${r1(layer.y + Math.sin((x / w) * Math.PI * 2 * freq + phase) * layer.amp)}`;
        }
        hills += `<path d="${d} L${w} ${h} Z" fill="${layer.colour}" opacity="${layer.o}"/>`;
      }
      let rays = '';
      for (let i = 0; i < 5; i++) {
        const y = sunY - sunR + (i + 1) * ((sunR * 2) / 6);
        rays += `<rect x="${r1(w * fx - sunR - 4)}" y="${r1(y)}" width="${r1(sunR * 2 + 8)}" height="${r1(2 + i * 1.4)}" fill="${p.top}" opacity="0.9"/>`;
      }
      return {
        defs: `<linearGradient id="sn${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>`,
        body: `<circle cx="${r1(w * fx)}" cy="${r1(sunY)}" r="${r1(sunR)}" fill="url(#sn${id})"/>` + rays + hills,
      };
    }
    case 'mountains': {
      let ranges = '';
      const layers = [
        { base: h * 0.58, peak: h * 0.22, colour: p.accent2, o: 0.45 },
        { base: h * 0.62, peak: h * 0.3, colour: p.shade, o: 0.75 },
        { base: h * 0.66, peak: h * 0.4, colour: p.bottom, o: 1 },
      ];
      const moon = `<circle cx="${r1(w * (fx + between(rng, -0.25, 0.25)))}" cy="${r1(h * 0.18)}" r="${r1(m * 0.1)}" fill="${p.light}" opacity="0.9"/>`;
      for (const layer of layers) {
        const peaks = intBetween(rng, 3, 5);
        let d = `M0 ${h} L0 ${r1(layer.base)}`;
        for (let i = 0; i < peaks; i++) {
          const x0 = (w / peaks) * i;
          const px = x0 + (w / peaks) * between(rng, 0.3, 0.7);
          const py = between(rng, layer.peak, (layer.peak + layer.base) / 2);
          d += ` L${r1(px)} ${r1(py)} L${r1(x0 + w / peaks)} ${r1(layer.base - between(rng, 0, h * 0.05))}`;
        }
        ranges += `<path d="${d} L${w} ${h} Z" fill="${layer.colour}" opacity="${layer.o}"/>`;
      }
      let birds = '';
      for (let i = 0; i < 4; i++) {
        const x = between(rng, w * 0.2, w * 0.8);
        const y = between(rng, h * 0.12, h * 0.3);
        const s = between(rng, m * 0.012, m * 0.022);
        birds += `<path d="M${r1(x - s)} ${r1(y)} Q${r1(x - s / 2)} ${r1(y - s / 2)} ${r1(x)} ${r1(y)} Q${r1(x + s / 2)} ${r1(y - s / 2)} ${r1(x + s)} ${r1(y)}" fill="none" stroke="${p.light}" stroke-width="1.6" opacity="0.7"/>`;
      }
      return { defs: '', body: moon + ranges + birds };
    }
    case 'slashes': {
      let bands = '';
      const angle = between(rng, -32, -18);
      for (let i = 0; i < 7; i++) {
        const y = between(rng, -h * 0.1, h * 0.7);
        const th = between(rng, m * 0.01, m * 0.09);
        const colour = i % 3 === 0 ? p.accent : i % 3 === 1 ? p.accent2 : p.light;
        bands += `<rect x="${r1(-w * 0.5)}" y="${r1(y)}" width="${r1(w * 2)}" height="${r1(th)}" fill="${colour}" opacity="${r1(between(rng, 0.25, 0.85))}"/>`;
      }
      let dots = '';
      for (let gx = 0; gx < 8; gx++) {
        for (let gy = 0; gy < 5; gy++) {
          dots += `<circle cx="${r1(w * 0.06 + gx * m * 0.035)}" cy="${r1(h * 0.06 + gy * m * 0.035)}" r="${r1(m * 0.005)}" fill="${p.light}" opacity="0.5"/>`;
        }
      }
      return { defs: '', body: `<g transform="rotate(${r1(angle)} ${r1(w / 2)} ${r1(h / 2)})">${bands}</g>` + dots };
    }
    case 'waves': {
      const cx = w * (fx + between(rng, -0.2, 0.2));
      const cy = h * 0.36;
      let arcs = '';
      for (let i = 1; i <= 9; i++) {
        const r = m * 0.045 * i;
        arcs += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${i % 2 ? p.accent : p.accent2}" stroke-width="${r1(m * 0.008)}" opacity="${r1(0.9 - i * 0.08)}" stroke-dasharray="${r1(r * between(rng, 0.8, 2.4))} ${r1(r * between(rng, 0.3, 1))}"/>`;
      }
      let bars = '';
      const n = 28;
      const bw = w / n;
      for (let i = 0; i < n; i++) {
        const bh = h * between(rng, 0.03, 0.16) * (0.6 + 0.4 * Math.sin((i / n) * Math.PI));
        bars += `<rect x="${r1(i * bw + bw * 0.2)}" y="${r1(h * 0.64 - bh)}" width="${r1(bw * 0.6)}" height="${r1(bh)}" rx="${r1(bw * 0.2)}" fill="${p.light}" opacity="0.35"/>`;
      }
      return { defs: '', body: arcs + `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(m * 0.03)}" fill="${p.light}"/>` + bars };
    }
  }
}

function svgOpen(w: number, h: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(label)}">`;
}

function billingBlock(subject: PosterSubject): string[] {
  if (!subject.credits) return [];
  const director = subject.credits.crew.find((c) => c.job === 'Director')?.name;
  const stars = subject.credits.cast.slice(0, 4).map((c) => c.name);
  const lines: string[] = [];
  if (stars.length) lines.push(`STARRING ${stars.join('  ·  ').toUpperCase()}`);
  if (director) lines.push(`DIRECTED BY ${director.toUpperCase()}`);
  return lines;
}

// --- public renderers ---------------------------------------------------------------

/** A 500x750 poster. */
export function renderPoster(subject: PosterSubject): string {
  const W = 500;
  const H = 750;
  const id = String(subject.id);
  const rng = rngFor(subject.id, 'poster');
  const mood = moodFor(subject.genreIds);
  const p = paletteFor(rng, mood);
  const art = motif(mood.motif, rng, W, H, p, id);

  const title = fitText(subject.title.toUpperCase(), W - 64, 4, 84, 34);
  const lineHeight = title.size * 0.98;
  const billing = billingBlock(subject);
  const footerTop = H - 40 - billing.length * 15;
  const date = monthYear(subject.releaseDate);
  const kicker = subject.kicker ?? '';
  const titleBottom = footerTop - (date || kicker ? 40 : 18);
  const titleTop = titleBottom - (title.lines.length - 1) * lineHeight;

  const tagline = subject.tagline ? fitText(subject.tagline.toUpperCase(), W - 80, 2, 15, 11, 1.1) : null;

  return (
    svgOpen(W, H, `Poster: ${subject.title}`) +
    `<defs>` +
    `<linearGradient id="bg${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient>` +
    `<linearGradient id="fd${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient>` +
    `<radialGradient id="vg${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>` +
    art.defs +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg${id})"/>` +
    art.body +
    `<rect width="${W}" height="${H}" fill="url(#vg${id})"/>` +
    `<rect y="${r1(H * 0.45)}" width="${W}" height="${r1(H * 0.55)}" fill="url(#fd${id})"/>` +
    (tagline
      ? textLines({ lines: tagline.lines, x: W / 2, y: 46, size: tagline.size, lineHeight: tagline.size * 1.45, maxWidth: W - 80, scale: tagline.scale, anchor: 'middle', attrs: `font-family="${FONT}" font-weight="600" letter-spacing="2" fill="${p.light}" opacity="0.9"` })
      : '') +
    textLines({
      lines: title.lines,
      x: 32,
      y: titleTop,
      size: title.size,
      lineHeight,
      maxWidth: W - 64,
      scale: title.scale,
      attrs: `font-family="${CONDENSED}" font-weight="800" letter-spacing="1" fill="#ffffff"`,
    }) +
    `<rect x="32" y="${r1(titleBottom + 14)}" width="48" height="3" fill="${p.accent}"/>` +
    (date || kicker
      ? `<text x="92" y="${r1(titleBottom + 20)}" font-family="${FONT}" font-size="14" font-weight="700" letter-spacing="3" fill="${p.light}">${escapeXml([kicker, date].filter(Boolean).join('  ·  '))}</text>`
      : '') +
    textLines({
      lines: billing,
      x: W / 2,
      y: footerTop + 18,
      size: 10,
      lineHeight: 15,
      maxWidth: W - 48,
      scale: 1,
      anchor: 'middle',
      attrs: `font-family="${CONDENSED}" letter-spacing="1.5" fill="#ffffff" opacity="0.6"`,
    }) +
    `</svg>`
  );
}

/**
 * A 1280x720 backdrop. The detail page sets its own title over the left side, so the
 * motif sits to the right, the left fades to dark, and the title is only a large,
 * faint watermark.
 */
export function renderBackdrop(subject: PosterSubject): string {
  const W = 1280;
  const H = 720;
  const id = String(subject.id);
  const rng = rngFor(subject.id, 'backdrop');
  const mood = moodFor(subject.genreIds);
  const p = paletteFor(rngFor(subject.id, 'poster'), mood); // same palette as the poster
  const art = motif(mood.motif, rng, W, H, p, id, 0.68);
  const title = fitText(subject.title.toUpperCase(), W - 120, 2, 150, 64);

  return (
    svgOpen(W, H, `Backdrop: ${subject.title}`) +
    `<defs>` +
    `<linearGradient id="bg${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient>` +
    `<linearGradient id="lf${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.75"/><stop offset="0.55" stop-color="#000" stop-opacity="0.15"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="bt${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>` +
    art.defs +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg${id})"/>` +
    art.body +
    `<rect width="${W}" height="${H}" fill="url(#lf${id})"/>` +
    `<rect width="${W}" height="${H}" fill="url(#bt${id})"/>` +
    textLines({
      lines: title.lines,
      x: 60,
      y: H - 60 - (title.lines.length - 1) * title.size * 0.95,
      size: title.size,
      lineHeight: title.size * 0.95,
      maxWidth: W - 120,
      scale: title.scale,
      attrs: `font-family="${CONDENSED}" font-weight="800" fill="#ffffff" fill-opacity="0.05" stroke="#ffffff" stroke-opacity="0.14" stroke-width="1.5"`,
    }) +
    `</svg>`
  );
}

/** Up to two initials: first letters of the first and last words ("Seo Ha-rim" -> "SH"). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return '?';
  const first = [...words[0]].find((c) => /\p{L}/u.test(c)) ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]].find((c) => /\p{L}/u.test(c)) ?? '') : '';
  return (first + last).toUpperCase();
}

/** A 300x450 portrait: a head-and-shoulders silhouette on a soft gradient, with initials. */
export function renderPortrait(subject: PortraitSubject): string {
  const W = 300;
  const H = 450;
  const id = String(subject.id);
  const rng = rngFor(subject.id, 'portrait');
  const hue = rng() * 360;
  const top = hsl(hue, 0.35, 0.42);
  const bottom = hsl(hue + 30, 0.4, 0.2);
  const figure = hsl(hue + 10, 0.25, 0.12);
  const shadow = hsl(hue + 20, 0.3, 0.06);
  const rim = hsl(hue + 180, 0.6, 0.7);
  const headR = between(rng, 62, 70);
  const headY = between(rng, 168, 180);
  const shoulder = between(rng, 112, 126);
  const neckY = headY + headR + 12;

  return (
    svgOpen(W, H, `Portrait: ${subject.name}`) +
    `<defs>` +
    `<linearGradient id="bg${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="fg${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${figure}"/><stop offset="1" stop-color="${shadow}"/></linearGradient>` +
    `<radialGradient id="lt${id}" cx="0.3" cy="0.25" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg${id})"/>` +
    `<rect width="${W}" height="${H}" fill="url(#lt${id})"/>` +
    `<g fill="url(#fg${id})">` +
    // shoulders and neck as one outline, then the head
    `<path d="M${r1(W / 2 - shoulder)} ${H} C${r1(W / 2 - shoulder)} ${r1(neckY + 70)} ${r1(W / 2 - 80)} ${r1(neckY + 26)} ${W / 2 - 30} ${r1(neckY + 14)} L${W / 2 - 24} ${r1(headY + headR - 14)} L${W / 2 + 24} ${r1(headY + headR - 14)} L${W / 2 + 30} ${r1(neckY + 14)} C${r1(W / 2 + 80)} ${r1(neckY + 26)} ${r1(W / 2 + shoulder)} ${r1(neckY + 70)} ${r1(W / 2 + shoulder)} ${H} Z"/>` +
    `<circle cx="${W / 2}" cy="${r1(headY)}" r="${r1(headR)}"/>` +
    `</g>` +
    `<circle cx="${W / 2}" cy="${r1(headY)}" r="${r1(headR)}" fill="none" stroke="${rim}" stroke-opacity="0.3" stroke-width="2"/>` +
    `<text x="${W / 2}" y="${H - 52}" text-anchor="middle" font-family="${FONT}" font-size="56" font-weight="700" letter-spacing="4" fill="#ffffff" fill-opacity="0.88">${escapeXml(initials(subject.name))}</text>` +
    `</svg>`
  );
}
