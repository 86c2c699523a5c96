import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { htmlEmail } from '../../lib/email/html-email.tsx';
import { renderMailbox } from './mailbox-page.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const elements = (node: Node): Element[] => [
  ...('tagName' in node ? [node as Element] : []),
  ...('childNodes' in node ? node.childNodes.flatMap(elements) : []),
];
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

const mail = (html: string | null) => ({
  id: 'm1',
  to_address: 'nora.kim@example.com',
  subject: 'Reset your Carespace password',
  text_body: 'Hi Nora,\n\nhttps://carespace.test/reset-password?token=abc',
  html_body: html,
  created_on: new Date('2026-11-27T12:00:00Z'),
});

describe('development mailbox page', () => {
  it('shows the HTML part in a frame that cannot run scripts, with a switch to the plain text', () => {
    const html = `${htmlEmail({ preheader: 'p', heading: 'Reset', paragraphs: ['Hi'] })}<script>parent.document.title='owned'</script>`;
    const page = elements(parse(renderMailbox([mail(html)], [])));

    const [frame, ...others] = page.filter((element) => element.tagName === 'iframe');
    expect(others).toEqual([]);
    // The message arrives whole, as the frame's own document, never as markup of this page.
    expect(attr(frame!, 'srcdoc')).toBe(html);
    expect(page.some((element) => element.tagName === 'script')).toBe(false);
    const sandbox = attr(frame!, 'sandbox')!.split(/\s+/);
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');

    const labels = page.filter((element) => element.tagName === 'label');
    expect(labels.map((label) => (label.childNodes[0] as DefaultTreeAdapterMap['textNode']).value)).toEqual([
      'HTML',
      'Plain text',
    ]);
    const reset = page.find((element) => attr(element, 'href')?.includes('reset-password'));
    expect(reset).toBeDefined();
  });

  it('shows a message without an HTML part as its text alone', () => {
    const page = elements(parse(renderMailbox([mail(null)], [])));
    expect(page.some((element) => element.tagName === 'iframe' || element.tagName === 'label')).toBe(false);
    expect(page.some((element) => attr(element, 'href')?.includes('reset-password'))).toBe(true);
  });
});
