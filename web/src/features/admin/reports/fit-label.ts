/** How wide a text is drawn (a canvas context's measureText in the chart). */
export type MeasureText = (text: string) => number;

const ELLIPSIS = '…';

/**
 * A chart label laid out in at most `maxLines` lines of at most `maxWidth`: whole words to a line, a word
 * longer than a line cut there. A label that fits is whole; one that does not ends with an ellipsis (the
 * chart's tooltip and the table beside it have it whole). One line is a string, more an array (chart.js
 * draws each entry as a line).
 */
export function fitLabel(label: string, maxWidth: number, measure: MeasureText, maxLines = 2): string | string[] {
  const lines: string[] = [];
  let rest = label.trim().split(/\s+/).filter(Boolean);
  while (rest.length > 0 && lines.length < maxLines) {
    let count = 1;
    while (count < rest.length && measure(rest.slice(0, count + 1).join(' ')) <= maxWidth) count += 1;
    lines.push(rest.slice(0, count).join(' '));
    rest = rest.slice(count);
  }
  const last = lines.length - 1;
  const cut = rest.length > 0 || lines.some((line) => measure(line) > maxWidth);
  if (cut) {
    for (let i = 0; i < last; i += 1) lines[i] = shorten(lines[i] ?? '', maxWidth, measure, false);
    lines[last] = shorten(rest.length > 0 ? `${lines[last]} ${rest.join(' ')}` : (lines[last] ?? ''), maxWidth, measure, true);
  }
  return lines.length === 1 ? (lines[0] ?? '') : lines;
}

/** The line as it is when it fits, else its longest start that fits with an ellipsis (always one when `mark`). */
function shorten(line: string, maxWidth: number, measure: MeasureText, mark: boolean): string {
  if (!mark && measure(line) <= maxWidth) return line;
  let end = line.length;
  while (end > 1 && measure(`${line.slice(0, end).trimEnd()}${ELLIPSIS}`) > maxWidth) end -= 1;
  return `${line.slice(0, end).trimEnd()}${ELLIPSIS}`;
}
