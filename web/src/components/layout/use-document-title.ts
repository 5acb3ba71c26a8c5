import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const SITE_NAME = 'Cinema';
/** index.html's title, read before any page changed it: home's, and a page's until its heading is in. */
let siteTitle: string | undefined;

/**
 * Names the tab, its history entry and a bookmark after the page's own heading ("Browse Movies · Cinema",
 * a movie's title on its page), as a screen reader reads it first on a page change. Read from the h1 in
 * `content` as the page renders, so a page still loading its data is named once its heading is in, and a
 * title never says something other than the heading it repeats. Home keeps the site's title.
 */
export function useDocumentTitle(contentId: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    siteTitle ??= document.title;
    const content = document.getElementById(contentId);
    const name = () => {
      const heading = pathname === '/' ? undefined : content?.querySelector('h1')?.textContent?.trim();
      const title = heading ? `${heading} · ${SITE_NAME}` : siteTitle!;
      if (document.title !== title) document.title = title;
    };
    name();
    if (!content) return;
    const observer = new MutationObserver(name);
    observer.observe(content, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [contentId, pathname]);
}
