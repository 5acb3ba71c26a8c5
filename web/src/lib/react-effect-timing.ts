import { options } from 'preact';
import { afterNextPaint } from './after-next-paint';

/**
 * When effects run. The app is written against React's API and Preact renders it (preact/compat,
 * web/vite.config.ts). React runs the effects of a render caused by a click, a key or an input before
 * the browser takes the next event; Preact runs every effect after the next frame. So a listener an
 * effect adds (a dialog's Escape, a menu's outside click) could miss a quick key, and a form an effect
 * resets on opening could wipe what was typed into it. Here the effects of such a render run at once
 * (a microtask: Preact renders in one too, so right after the render), as React runs them; the others
 * keep Preact's timing, after the next paint, so a page's first paint does not wait for them.
 *
 * Imported by main.tsx before anything renders.
 */
const DISCRETE_EVENTS = [
  'click', 'auxclick', 'contextmenu', 'dblclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'pointercancel',
  'touchstart', 'touchend', 'touchcancel', 'keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'change',
  'compositionstart', 'compositionend', 'submit', 'reset', 'focusin', 'focusout', 'copy', 'cut', 'paste',
  'dragstart', 'dragend', 'drop',
] as const;

/**
 * Effect flushes at once per event at most: an effect that sets state on every run (a bug React stops
 * with "Maximum update depth exceeded") then goes on a frame at a time instead of hanging the page.
 */
const MAX_FLUSHES_PER_EVENT = 50;

let inDiscreteEvent = false;
let flushesThisEvent = 0;
const endDiscreteEvent = () => {
  inDiscreteEvent = false;
  flushesThisEvent = 0;
};
for (const type of DISCRETE_EVENTS) {
  window.addEventListener(
    type,
    () => {
      if (inDiscreteEvent) return;
      inDiscreteEvent = true;
      // The event's listeners, the renders they cause and those renders' effects all run before a timer.
      window.setTimeout(endDiscreteEvent);
    },
    { capture: true },
  );
}

options.requestAnimationFrame = (flushEffects) => {
  if (inDiscreteEvent && flushesThisEvent < MAX_FLUSHES_PER_EVENT) {
    flushesThisEvent += 1;
    queueMicrotask(flushEffects);
  } else {
    // Preact's own timing.
    afterNextPaint(flushEffects);
  }
};
