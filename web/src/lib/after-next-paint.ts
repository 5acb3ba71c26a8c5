/**
 * Calls `callback` once the browser has painted its next frame (a timer after the frame's
 * requestAnimationFrame), or after 35 ms where no frame comes (a hidden tab paints none). Returns the
 * cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer = 0;
  const done = () => {
    window.clearTimeout(fallback);
    cancelAnimationFrame(frame);
    timer = window.setTimeout(callback);
  };
  const fallback = window.setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
  return () => {
    window.clearTimeout(fallback);
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
