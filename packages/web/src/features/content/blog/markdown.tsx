import type { ReactNode } from 'react';
import { Link } from 'react-router';

/*
 * A deliberately small Markdown subset for the blog's content files, rendered to React elements (never to
 * HTML strings): front matter, ## and ### headings, paragraphs, - and 1. lists, > quotes, **bold**, *italic*
 * and [links](/path). Anything else is shown as plain text.
 */

export interface FrontMatter {
  title: string;
  description: string;
  date: string;
  author: string;
  audience: string;
}

export interface ParsedDocument {
  meta: FrontMatter;
  body: string;
}

function unquote(value: string): string {
  return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseFrontMatter(source: string): ParsedDocument {
  const match = FRONT_MATTER.exec(source);
  const fields: Record<string, string> = {};
  if (match?.[1]) {
    for (const line of match[1].split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) fields[line.slice(0, colon).trim()] = unquote(line.slice(colon + 1).trim());
    }
  }
  return {
    meta: {
      title: fields.title ?? '',
      description: fields.description ?? '',
      date: fields.date ?? '',
      author: fields.author ?? '',
      audience: fields.audience ?? '',
    },
    body: match ? source.slice(match[0].length) : source,
  };
}

export type Block =
  | { kind: 'h2' | 'h3' | 'p' | 'quote'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

export function parseBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { kind: 'ul' | 'ol'; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    if (list) blocks.push(list);
    paragraph = [];
    list = null;
  };

  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const quote = /^>\s?(.*)$/.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      flush();
      blocks.push({ kind: heading[1].length === 2 ? 'h2' : 'h3', text: heading[2] });
    } else if (bullet?.[1] !== undefined || numbered?.[1] !== undefined) {
      const kind = bullet ? 'ul' : 'ol';
      const text = (bullet?.[1] ?? numbered?.[1]) as string;
      if (paragraph.length) {
        blocks.push({ kind: 'p', text: paragraph.join(' ') });
        paragraph = [];
      }
      if (list && list.kind !== kind) {
        blocks.push(list);
        list = null;
      }
      list ??= { kind, items: [] };
      list.items.push(text);
    } else if (quote) {
      flush();
      blocks.push({ kind: 'quote', text: quote[1] ?? '' });
    } else if (list) {
      // a continuation line of the last list item
      const items: string[] = list.items;
      items[items.length - 1] = `${items[items.length - 1]} ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, bold, italic, label, href] = match;
    const key = `${index}`;
    if (bold !== undefined) nodes.push(<strong key={key}>{renderInline(bold)}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{renderInline(italic)}</em>);
    else if (label !== undefined && href !== undefined) {
      nodes.push(
        href.startsWith('/') ? (
          <Link key={key} to={href}>
            {label}
          </Link>
        ) : (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ),
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function Markdown({ body }: { body: string }) {
  return (
    <>
      {parseBlocks(body).map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'h2':
            return <h2 key={key}>{renderInline(block.text)}</h2>;
          case 'h3':
            return <h3 key={key}>{renderInline(block.text)}</h3>;
          case 'quote':
            return <blockquote key={key}>{renderInline(block.text)}</blockquote>;
          case 'ul':
          case 'ol': {
            const List = block.kind;
            return (
              <List key={key}>
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static document
                  <li key={itemIndex}>{renderInline(item)}</li>
                ))}
              </List>
            );
          }
          default:
            return <p key={key}>{renderInline(block.text)}</p>;
        }
      })}
    </>
  );
}
