import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MovieDetails, MovieListPage } from '../../shared/api/routes/movies';
import { WELCOME_BONUS, apiClient, createMember } from '../helpers';
import { holdApiAnswers, launchBrowser, newPage, signIn, toast, toastAfter } from '../helpers/browser';

let browser: Browser;
const guestApi = apiClient();

/** The YouTube iframe API's script, which the trailer player loads (the tests have no network). */
const IFRAME_API = 'https://www.youtube.com/iframe_api';
/** A stand-in for it: the API as far as the player uses it, ready at once. */
const standInIframeApi = (route: Route) =>
  route.fulfill({ contentType: 'text/javascript', body: 'window.YT = { PlayerState: { ENDED: 0 }, Player: function Player() {} }; window.onYouTubeIframeAPIReady?.();' });

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A new member signed in on `path` (home by default); `beforeOpening` readies the page before it loads (its routes). */
async function signedInPage(path?: string, beforeOpening?: (page: Page) => Promise<unknown>) {
  const member = await createMember({ name: 'Browser Reviewer' });
  const page = await newPage(browser);
  await beforeOpening?.(page);
  await signIn(page, member.email, member.password, path);
  return page;
}

describe('Browse Movies', () => {
  it('shows the three tabs with their counts and opens a movie from its poster card', async () => {
    const [nowPlaying, upcoming] = await Promise.all(
      ['now_playing', 'upcoming'].map(async (list) => (await guestApi.get<MovieListPage>(`/api/movies?list=${list}`)).body),
    );
    const page = await newPage(browser);
    await page.goto('/movies');
    const nowPlayingTab = page.getByRole('tab', { name: /Now Playing/ });
    await expect.poll(() => nowPlayingTab.textContent(), { timeout: 10_000 }).toContain(String(nowPlaying.totalResults));
    await expect.poll(() => page.getByRole('tab', { name: /Upcoming/ }).textContent(), { timeout: 10_000 }).toContain(String(upcoming.totalResults));
    await page.getByRole('link', { name: new RegExp(`^${nowPlaying.results[0].title}`) }).waitFor();

    await page.getByRole('tab', { name: /Upcoming/ }).click();
    const first = upcoming.results[0];
    await page.getByRole('link', { name: new RegExp(`^${first.title}`) }).click();
    await page.waitForURL((url) => url.pathname === `/movies/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
  });

  it('keeps room for each tab\'s count while its list loads, so the badges line up on a phone (390x844)', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    // Two lists held, the popular one answered: one tab has its count, the other two their "…".
    const held = await holdApiAnswers(page, (url) => url.pathname === '/api/movies' && url.searchParams.get('list') !== 'popular');
    await page.goto('/movies');
    await held.arrived;
    const badges = page.getByRole('tab').locator('span');
    const boxes = () => badges.evaluateAll((spans) => spans.map((span) => ({ text: span.textContent, ...span.getBoundingClientRect().toJSON() })));
    await expect.poll(async () => (await boxes()).map((box) => box.text)).toEqual(['…', '…', expect.stringMatching(/^\d+$/)]);
    const sizes = (await boxes()).map(({ width, height, top }) => ({ width, height, top }));
    expect(sizes.slice(1)).toEqual([sizes[0], sizes[0]]);
    held.release();
    await expect.poll(async () => (await boxes()).every((box) => /^\d+$/.test(box.text ?? ''))).toBe(true);
    expect((await boxes()).map(({ width, height, top }) => ({ width, height, top }))).toEqual(sizes);
  });

  it('shows no count on the tabs once their lists failed, as the list says no movies are available', async () => {
    const page = await newPage(browser);
    // The lists only, on the stack's origin (home's preload of the popular list included).
    const stack = new URL(inject('webUrl')).origin;
    await page.route(
      (url) => url.origin === stack && url.pathname === '/api/movies',
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"UNAVAILABLE","message":"The movie database did not answer"}}' }),
    );
    await page.goto('/movies');
    await page.getByText('No movies available at this time.').waitFor();
    for (const label of ['Now Playing', 'Upcoming', 'Popular']) {
      const tab = page.getByRole('tab', { name: new RegExp(`^${label}`) });
      await expect.poll(async () => (await tab.textContent())?.trim()).toBe(label);
    }
  });
});

describe('Movie detail', () => {
  let movie: MovieDetails;

  beforeAll(async () => {
    const list = (await guestApi.get<MovieListPage>('/api/movies?list=popular')).body;
    movie = (await guestApi.get<MovieDetails>(`/api/movies/${list.results[0].id}`)).body;
  });

  it('shows the facts, top cast, key crew and tabs, and links a cast card to the person', async () => {
    const page = await newPage(browser);
    await page.goto(`/movies/${movie.id}`);
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
    await expect(page.getByText(movie.tagline).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Top Cast' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Key Crew' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('tab', { name: `Trailers (${movie.videos.length})` }).isVisible()).resolves.toBe(true);
    // A guest gets the count of the movie's Q&A that exists (0 until a member's request generated it).
    const { count } = (await guestApi.get<{ count: number }>(`/api/movies/${movie.id}/question-count`)).body;
    await page.getByRole('tab', { name: `Q&A (${count})` }).waitFor();
    const castLinks = page.locator('a[href^="/person/"]');
    expect(await castLinks.count()).toBeGreaterThan(0);

    const star = movie.credits.cast[0];
    await page.getByRole('link', { name: new RegExp(`^${star.name}`) }).first().click();
    await page.waitForURL((url) => url.pathname === `/person/${star.id}`);
    const name = page.getByRole('heading', { level: 1, name: star.name });
    await name.waitFor();
    await page.getByRole('heading', { name: 'Known For' }).waitFor();
    // On a phone the name heads the page, above the photo and the facts.
    await page.setViewportSize({ width: 390, height: 844 });
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    expect(await top(name)).toBeLessThan(await top(page.locator('aside')));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator(`a[href="/movies/${movie.id}"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/movies/${movie.id}`);
  });

  it('opens the trailer player with the embedded video', async () => {
    const page = await newPage(browser);
    await page.route(IFRAME_API, standInIframeApi);
    await page.goto(`/movies/${movie.id}`);
    await page.getByRole('button', { name: new RegExp(movie.videos[0].name) }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.locator('iframe').getAttribute('src')).resolves.toContain(`youtube-nocookie.com/embed/${movie.videos[0].key}`);
  });

  it('says offline, or when YouTube cannot be reached, that the trailer could not be loaded, and plays it on Retry once it can', async () => {
    const page = await newPage(browser);
    let reachable = false;
    await page.route(IFRAME_API, (route) => (reachable ? standInIframeApi(route) : route.abort('internetdisconnected')));
    await page.goto(`/movies/${movie.id}`);
    const play = page.getByRole('button', { name: new RegExp(movie.videos[0].name) }).first();
    await play.waitFor();

    await page.context().setOffline(true);
    await play.click();
    const dialog = page.getByRole('dialog');
    const unavailable = dialog.getByRole('alert').filter({ hasText: 'The trailer could not be loaded' });
    await unavailable.getByText('Check your connection and try again.').waitFor();
    await expect(dialog.locator('iframe').count()).resolves.toBe(0);

    // Back online, with YouTube still out of reach: the same.
    const tried = page.waitForRequest(IFRAME_API);
    await page.context().setOffline(false);
    await tried;
    await unavailable.waitFor();
    await expect(dialog.locator('iframe').count()).resolves.toBe(0);

    reachable = true;
    await unavailable.getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction(() => 'YT' in window);
    await expect(dialog.locator('iframe').getAttribute('src')).resolves.toContain(`youtube-nocookie.com/embed/${movie.videos[0].key}`);
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
  });

  it('shows Movie Not Found and Person Not Found for unknown ids, as the page heading that names the tab', async () => {
    const page = await newPage(browser);
    await page.goto('/movies/987654321');
    await page.getByRole('heading', { name: 'Movie Not Found', level: 1 }).waitFor();
    await expect(page.getByText("The movie you're looking for doesn't exist or has been removed.").isVisible()).resolves.toBe(true);
    await expect.poll(() => page.title()).toBe('Movie Not Found · Cinema');
    await page.goto('/person/987654321');
    await page.getByRole('heading', { name: 'Person Not Found', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Person Not Found · Cinema');
  });

  it('asks a guest to log in to write a review', async () => {
    const page = await newPage(browser);
    await page.goto(`/movies/${movie.id}`);
    await page.getByRole('button', { name: 'Rate This Movie' }).click();
    await page.getByText('Please log in to write a review').waitFor();
  });

  it('lets a member write, edit and delete a review', async () => {
    const { reviewCount } = (await guestApi.get<MovieDetails>(`/api/movies/${movie.id}`)).body;
    // Deployed, CloudFront serves a movie from its copy of the last minute (docs/operations.md, "Caching"):
    // so does this page, and the counts after each write must come from the write's own answer.
    let cdnCopy: string | undefined;
    const page = await signedInPage(`/movies/${movie.id}`, (page) =>
      page.route(`**/api/movies/${movie.id}`, async (route) => {
        cdnCopy ??= await (await route.fetch()).text();
        await route.fulfill({ contentType: 'application/json', body: cdnCopy });
      }),
    );
    const summary = (count: number) => page.getByText(new RegExp(`/10 user rating \\(${count} reviews?\\)`));
    await page.getByRole('button', { name: 'Rate This Movie' }).click();
    await expect(page.getByRole('tab', { name: /^Reviews/ }).getAttribute('aria-selected')).resolves.toBe('true');
    const form = page.locator('#review-form');
    await form.waitFor();

    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByText('Please select a rating').waitFor();

    await form.getByRole('radio', { name: '8', exact: true }).check({ force: true });
    await form.getByLabel('Your review (optional)').fill('A quiet storm of a film.');
    await expect(form.getByText('24/1000').isVisible()).resolves.toBe(true);
    await toastAfter(page, 'Review submitted successfully!', () => form.getByRole('button', { name: 'Submit Review' }).click());
    await page.getByRole('tab', { name: `Reviews (${reviewCount + 1})` }).waitFor();
    await summary(reviewCount + 1).waitFor();
    const mine = page.getByRole('article', { name: 'Review by Browser Reviewer' });
    // Each button pressed leaves with its form or card: the focus goes to what takes its place, not
    // back to the top of the page.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    await expect.poll(focused).toBe('Edit');
    await mine.getByText('A quiet storm of a film.').waitFor();
    await mine.getByText('★ 8/10').waitFor();
    // On a phone the Edit and Delete buttons leave the name and the rating's line whole (one line each).
    await page.setViewportSize({ width: 390, height: 844 });
    const lines = await mine.getByText('Browser Reviewer', { exact: true }).evaluate((name) => {
      const you = name.nextElementSibling!;
      const meta = you.nextElementSibling!;
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
      return {
        youBesideName: Math.abs(you.getBoundingClientRect().top - name.getBoundingClientRect().top) < lineHeight / 2,
        metaOnOneLine: meta.getBoundingClientRect().height < 1.5 * parseFloat(getComputedStyle(meta).lineHeight),
      };
    });
    expect(lines).toEqual({ youBesideName: true, metaOnOneLine: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await mine.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(focused).toBe('8');
    // On a phone Cancel and Update Review stay inside the form (they went past its right edge).
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.locator('#review-form').evaluate((form) => {
      const inner = form.getBoundingClientRect().right - parseFloat(getComputedStyle(form).paddingRight);
      return [...form.querySelectorAll('button')].map((button) => Math.max(0, Math.round(button.getBoundingClientRect().right - inner)));
    });
    expect(overflow).toEqual([0, 0]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('radio', { name: '6', exact: true }).check({ force: true });
    await page.getByLabel('Your review (optional)').fill('On second thought, a drizzle.');
    await toastAfter(page, 'Review updated successfully!', () => page.getByRole('button', { name: 'Update Review' }).click());
    await mine.getByText('On second thought, a drizzle.').waitFor();
    await mine.getByText('★ 6/10').waitFor();
    await expect.poll(focused).toBe('Edit');

    await mine.getByRole('button', { name: 'Delete' }).click();
    await toastAfter(page, 'Review deleted successfully!', () => page.getByRole('dialog', { name: 'Delete your review?' }).getByRole('button', { name: 'Delete' }).click());
    await page.locator('#review-form').waitFor();
    await page.getByRole('tab', { name: `Reviews (${reviewCount})` }).waitFor();
    await (reviewCount > 0 ? summary(reviewCount) : page.getByText('No user ratings yet')).waitFor();
    await expect.poll(focused).toBe('1');
  });

  it('says a review the server could not take failed in plain words, keeps what was written and posts it on a retry, the failure toast giving way', async () => {
    const page = await signedInPage(`/movies/${movie.id}`);
    // A gateway's 503 has no body of the API's: its status text ("Service Unavailable") is no message for a member.
    let failures = 1;
    await page.route(`**/api/movies/${movie.id}/reviews`, (route) =>
      route.request().method() === 'POST' && failures-- > 0
        ? route.fulfill({ status: 503, contentType: 'text/html', body: '<html>Service Unavailable</html>' })
        : route.continue(),
    );
    // The tab rather than Rate This Movie, whose smooth scroll a click on the rating could land in the middle of.
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const form = page.locator('#review-form');
    await form.waitFor();
    await form.getByRole('radio', { name: '7', exact: true }).check({ force: true });
    await form.getByLabel('Your review (optional)').fill('Worth the wait in the lobby.');
    await form.getByRole('button', { name: 'Submit Review' }).click();

    const failed = toast(page, 'Failed to submit review');
    await failed.waitFor();
    await expect(failed.innerText()).resolves.not.toContain('Service Unavailable');
    await expect(form.getByLabel('Your review (optional)').inputValue()).resolves.toBe('Worth the wait in the lobby.');

    await form.getByRole('button', { name: 'Submit Review' }).click();
    await toast(page, 'Review submitted successfully!').waitFor();
    // The failure is over: its toast goes with the success, not 5 s after it came.
    await failed.waitFor({ state: 'hidden', timeout: 1000 });
    await page.getByRole('article', { name: 'Review by Browser Reviewer' }).getByText('Worth the wait in the lobby.').waitFor();
  });
});

describe('Reviews tab', () => {
  it('shows the newest 20 reviews, Show more reviews loads the rest, and the tab says the total', async () => {
    const upcoming = (await guestApi.get<MovieListPage>('/api/movies?list=upcoming')).body.results;
    const unreviewed = await Promise.all(
      upcoming.map(async ({ id }) => (await guestApi.get<{ items: unknown[] }>(`/api/movies/${id}/reviews`)).body.items.length === 0),
    );
    const movieId = upcoming[unreviewed.lastIndexOf(true)].id;
    const reviewers = await Promise.all(Array.from({ length: 23 }, (_, i) => createMember({ name: `Shelf Reviewer ${i + 1}` })));
    // One after the other: Shelf Reviewer 23 wrote the newest.
    for (const reviewer of reviewers) {
      expect((await reviewer.api.post(`/api/movies/${movieId}/reviews`, { rating: 7, text: 'Worth the ticket.' })).status).toBe(201);
    }

    const page = await newPage(browser);
    await page.goto(`/movies/${movieId}`);
    const tab = page.getByRole('tab', { name: 'Reviews (23)' });
    await tab.waitFor();
    await page.getByText('(23 reviews)').waitFor();
    await tab.click();
    const reviews = page.getByRole('tabpanel').getByRole('article');
    await expect.poll(() => reviews.count()).toBe(20);
    await expect(reviews.first().getAttribute('aria-label')).resolves.toBe('Review by Shelf Reviewer 23');
    const showMore = page.getByRole('button', { name: 'Show more reviews' });
    await showMore.click();
    await expect.poll(() => reviews.count()).toBe(23);
    await expect(reviews.last().getAttribute('aria-label')).resolves.toBe('Review by Shelf Reviewer 1');
    await showMore.waitFor({ state: 'detached' });
    // The button gone, the focus is on the first review it brought, not back at the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Review by Shelf Reviewer 3');

    // On a phone the three tabs keep their whole labels, each on one line (it was "Reviews" over "(23)").
    const phone = await newPage(browser, { width: 390, height: 844 });
    await phone.goto(`/movies/${movieId}`);
    await phone.getByRole('tab', { name: 'Reviews (23)' }).waitFor();
    for (const phoneTab of await phone.getByRole('tablist', { name: 'Movie sections' }).getByRole('tab').all()) {
      const label = await phoneTab.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return {
          text: element.textContent,
          lines: new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size,
          cut: element.scrollWidth > element.clientWidth,
          height: element.getBoundingClientRect().height,
        };
      });
      expect(label, label.text ?? '').toMatchObject({ lines: 1, cut: false });
      expect(label.height).toBeGreaterThanOrEqual(24);
    }
  });
});

describe('Home', () => {
  it('shows a guest the featured screening, fans, trailers and popular movies, and every link opens the sign-in dialog', async () => {
    const featured = (await guestApi.get<{ featured: { title: string } }>('/api/featured')).body.featured;
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Watch. Answer. Win.' }).waitFor();
    await page.getByRole('heading', { name: featured.title }).waitFor();
    for (const heading of ['Top Cinema Fans', 'Trailers', 'Popular Movies']) {
      await expect(page.getByRole('heading', { name: heading }).isVisible()).resolves.toBe(true);
    }
    for (const tab of ['Weekly', 'Monthly', 'Year', 'Lifetime']) {
      await expect(page.getByRole('tab', { name: tab }).isVisible()).resolves.toBe(true);
    }

    await page.getByRole('link', { name: 'All Movies' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Reserve Your Seat' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('lets a member follow the links', async () => {
    const page = await signedInPage();
    await page.getByRole('link', { name: 'All Movies' }).click();
    await page.waitForURL((url) => url.pathname === '/movies');
    await page.goto('/');
    await page.getByRole('link', { name: 'Reserve Your Seat' }).click();
    await page.waitForURL((url) => url.pathname === '/shows' && url.searchParams.has('movie'));
  });

  it('shows a member the leaderboard with their own rank', async () => {
    const page = await signedInPage('/leaderboard');
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await page.getByRole('tab', { name: 'Lifetime' }).click();
    await page.getByRole('list', { name: /Top 50/ }).waitFor();
    // A new member is on the board from the start: the welcome bonus is points earned.
    await page.getByTestId('my-rank').waitFor();
    await page.getByText(`with ${WELCOME_BONUS} points earned`).waitFor();
  });

  it('says when the leaderboard cannot be loaded, and recovers on Retry', async () => {
    const page = await signedInPage('/leaderboard', (page) => page.route('**/api/leaderboard?*', (route) => route.abort('internetdisconnected')));
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load the leaderboard' });
    await alert.waitFor();
    await page.unroute('**/api/leaderboard?*');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('list', { name: /Top 50/ }).waitFor();
    await page.getByTestId('my-rank').waitFor();
  });
});
