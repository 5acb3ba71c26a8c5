import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { renderHomePage } from './render-home';

/**
 * The home page function (deployed: infra/stacks/web-stack.ts; docs/first-visit.md). Each run renders
 * home from the API's current reads into the site's index.html (the deployed shell, so the page names
 * the deployed scripts) and writes it to the bucket as home.html, which CloudFront serves at `/`. The
 * schedule runs it every minute asking for two renders half a minute apart: home's HTML lags the API
 * by 30 s at most (plus the render's second), whatever changed it (an admin's edit of home content, a
 * session starting). After a deploy it renders once. It writes only a page that changed; a failed read
 * leaves the last page in place.
 */
const { SITE_BUCKET, API_ORIGIN, HOME_PAGE_KEY, SHELL_KEY, HOME_CACHE_CONTROL, RENDER_INTERVAL_MS } = process.env as Record<string, string>;
/** A run renders once unless told (the schedule asks for two). */
const RENDERS = 1;

const s3 = new S3Client({});
let lastWritten = '';

async function renderOnce() {
  const shell = await s3.send(new GetObjectCommand({ Bucket: SITE_BUCKET, Key: SHELL_KEY }));
  const html = await renderHomePage(await shell.Body!.transformToString(), API_ORIGIN);
  if (html === lastWritten) return;
  await s3.send(
    new PutObjectCommand({ Bucket: SITE_BUCKET, Key: HOME_PAGE_KEY, Body: html, ContentType: 'text/html; charset=utf-8', CacheControl: HOME_CACHE_CONTROL }),
  );
  lastWritten = html;
}

export async function handler(event: { renders?: number } = {}) {
  const renders = event.renders ?? RENDERS;
  for (let run = 0; run < renders; run++) {
    if (run > 0) await new Promise((resolve) => setTimeout(resolve, Number(RENDER_INTERVAL_MS)));
    await renderOnce();
  }
}
