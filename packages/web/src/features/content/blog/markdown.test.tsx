import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks, parseFrontMatter } from './markdown.tsx';

describe('parseFrontMatter', () => {
  it('reads the fields, unquoting values that contain a colon', () => {
    const { meta, body } = parseFrontMatter(
      '---\ntitle: "PrEP basics: how to start"\ndescription: Plain\ndate: 2026-08-18\nauthor: Team\naudience: Patients\n---\nHello',
    );
    expect(meta).toEqual({
      title: 'PrEP basics: how to start',
      description: 'Plain',
      date: '2026-08-18',
      author: 'Team',
      audience: 'Patients',
    });
    expect(body).toBe('Hello');
  });

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('Just text').body).toBe('Just text');
  });
});

describe('parseBlocks', () => {
  it('splits headings, paragraphs (joined lines), lists and quotes', () => {
    expect(parseBlocks('## Title\nOne\ntwo\n\n- a\n- b\ncontinued\n1. first\n> quoted\n### Sub')).toEqual([
      { kind: 'h2', text: 'Title' },
      { kind: 'p', text: 'One two' },
      { kind: 'ul', items: ['a', 'b continued'] },
      { kind: 'ol', items: ['first'] },
      { kind: 'quote', text: 'quoted' },
      { kind: 'h3', text: 'Sub' },
    ]);
  });
});

describe('Markdown', () => {
  it('renders inline bold, italic, app links and external links (new tab), never raw HTML', () => {
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <Markdown body={'**Bold** and *soft* [inside](/faq) [outside](https://example.org) <b>x</b>'} />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByText('soft').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'inside' })).toHaveAttribute('href', '/faq');
    const outside = screen.getByRole('link', { name: 'outside' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>x<\/b>/)).toBeInTheDocument();
  });
});
