import type { Locator, Page } from 'playwright-core';

/**
 * WCAG 2.2 AA 2.5.8 Target Size (Minimum): every pointer target at least 24x24 CSS px, or spaced so
 * that a 24 px circle centred on it meets no other target and no other small target's circle. The
 * checker measures what a finger can press on the page as drawn now (in or out of the viewport):
 * links, buttons, form controls and anything else in the tab order or with a control's role.
 *
 * Not measured, as WCAG exempts them or they are no pointer target:
 * - a link inside a sentence (an inline link in a block with text of its own besides the link);
 * - disabled controls, `pointer-events: none`, anything not rendered or inside an inert part;
 * - a control hidden for screen readers only (1 px, clipped): its label is the target then, and is measured.
 */

/** One target that fails: what it is (tag, name, classes) and its size. */
export interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

const MINIMUM = 24;

/** Every target of the page (or of `within`) that is under 24x24 and not spaced as the exception allows. */
export async function smallTargets(page: Page, within?: Locator): Promise<SmallTarget[]> {
  const root = within ? await within.elementHandle() : null;
  return page.evaluate(
    ({ minimum, scope }) => {
      const TARGETS = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');

      const describe = (element: Element) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const classes = [...element.classList].join('.');
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}"`;
      };

      /** A link in running text: inline, in a block whose text is more than the link's. */
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const own = (element.textContent ?? '').trim().length;
        return (block?.textContent ?? '').trim().length > own + 1;
      };

      const drawn = (element: Element) => {
        if (!element.checkVisibility({ visibilityProperty: true })) return false;
        if (element.closest('[inert]')) return false;
        if (getComputedStyle(element).pointerEvents === 'none') return false;
        return !(element as HTMLButtonElement).disabled;
      };

      /** The rectangle a pointer presses: a control hidden for screen readers is pressed through its label. */
      const pressedElement = (element: Element): Element | null => {
        const rect = element.getBoundingClientRect();
        if (rect.width > 1 && rect.height > 1) return element;
        const label = (element as HTMLInputElement).labels?.[0];
        return label && label.getBoundingClientRect().width > 1 ? label : null;
      };

      const base = (scope as Element | null) ?? document.body;
      const targets = new Map<Element, DOMRect>();
      for (const element of base.querySelectorAll(TARGETS)) {
        if (!drawn(element) || inSentence(element)) continue;
        const pressed = pressedElement(element);
        if (pressed && !targets.has(pressed)) targets.set(pressed, pressed.getBoundingClientRect());
      }

      const entries = [...targets.entries()];
      const centre = (rect: DOMRect) => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
      const small = (rect: DOMRect) => rect.width < minimum - 0.01 || rect.height < minimum - 0.01;
      const radius = minimum / 2;
      /** Distance from a point to a rectangle (0 inside it). */
      const distance = (point: { x: number; y: number }, rect: DOMRect) =>
        Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom));

      const failures: { target: string; width: number; height: number }[] = [];
      for (const [element, rect] of entries) {
        if (!small(rect)) continue;
        const own = centre(rect);
        const crowded = entries.some(([other, otherRect]) => {
          if (other === element || other.contains(element) || element.contains(other)) return false;
          // Its circle meets the other target, or the other's circle if that one is small too.
          if (distance(own, otherRect) < radius) return true;
          return small(otherRect) && Math.hypot(own.x - centre(otherRect).x, own.y - centre(otherRect).y) < minimum;
        });
        if (crowded) failures.push({ target: describe(element), width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10 });
      }
      return failures;
    },
    { minimum: MINIMUM, scope: root },
  );
}
