import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];

/** Elements whose content is code or hidden text, never words a reader would see. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'textarea', 'title']);

/** The words an HTML fragment shows: its text nodes, entities decoded, without scripts and styles. */
function textOf(html: string): string {
  const out: string[] = [];
  const pending: Node[] = [...parseFragment(html).childNodes].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.nodeName === '#text' && 'value' in node) out.push(node.value);
    else if ('tagName' in node && !SKIPPED.has(node.tagName)) {
      // Block-level breaks become spaces, so "<p>Suite</p><p>A</p>" reads "Suite A".
      out.push(' ');
      pending.push(...[...node.childNodes].reverse());
      out.push(' ');
    }
  }
  return out.join('');
}

/**
 * Plain text from text that may carry HTML markup: tags are dropped (script and style with their content) by a
 * real HTML parser rather than a pattern, entities are decoded, runs of whitespace become one space. Repeated
 * until nothing changes, so markup hidden in entities (&lt;b&gt;) does not survive as tags on the next save.
 */
export function stripMarkup(text: string): string {
  let current = text;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = textOf(current).replace(/\s+/g, ' ').trim();
    if (next === current) return next;
    current = next;
  }
  return current;
}
