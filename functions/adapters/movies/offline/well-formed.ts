/**
 * A minimal XML well-formedness check, enough to guard the generated SVG (balanced
 * tags, one root, quoted attributes without duplicates, no stray `<` or `&`). Used by
 * the tests; no XML parser is a dependency of the project.
 */
export function wellFormedXmlError(xml: string): string | null {
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
  const attr = /([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
  const entity = /&(?:[A-Za-z]+|#\d+|#x[0-9A-Fa-f]+);/y;
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  const badAmp = (text: string) => {
    for (let j = text.indexOf('&'); j !== -1; j = text.indexOf('&', j + 1)) {
      entity.lastIndex = j;
      if (!entity.test(text)) return true;
    }
    return false;
  };
  while (i < xml.length) {
    if (xml[i] !== '<') {
      const next = xml.indexOf('<', i);
      const text = xml.slice(i, next === -1 ? xml.length : next);
      if (stack.length === 0 && text.trim() !== '') return `text outside the root at ${i}`;
      if (badAmp(text)) return `unescaped & in text at ${i}`;
      if (text.includes('>') && /]]>/.test(text)) return `"]]>" in text at ${i}`;
      i = next === -1 ? xml.length : next;
      continue;
    }
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i);
      if (end === -1) return 'unterminated comment';
      i = end + 3;
      continue;
    }
    tag.lastIndex = i;
    const m = tag.exec(xml);
    if (!m) return `malformed tag at ${i}: ${xml.slice(i, i + 40)}`;
    const [whole, closing, name, attrs, selfClosing] = m;
    if (closing) {
      if (attrs.trim() || selfClosing) return `malformed closing tag </${name}> at ${i}`;
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}> at ${i}`;
    } else {
      if (stack.length === 0 && ++roots > 1) return `second root element <${name}> at ${i}`;
      const seen = new Set<string>();
      for (const a of attrs.matchAll(attr)) {
        if (seen.has(a[1])) return `duplicate attribute ${a[1]} on <${name}> at ${i}`;
        seen.add(a[1]);
        if (badAmp(a[2] ?? a[3] ?? '')) return `unescaped & in attribute ${a[1]} at ${i}`;
      }
      if (!selfClosing) stack.push(name);
    }
    i += whole.length;
  }
  if (stack.length) return `unclosed <${stack[stack.length - 1]}>`;
  if (roots !== 1) return 'no root element';
  return null;
}
