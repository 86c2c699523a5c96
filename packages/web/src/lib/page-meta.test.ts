import { describe, expect, it } from 'vitest';
import { applyPageMeta, documentTitle } from './page-meta.ts';

describe('page meta', () => {
  it('appends the product name unless the title already carries it', () => {
    expect(documentTitle('FAQ')).toBe('FAQ | Carespace');
    expect(documentTitle('Carespace — Care, and the space to give it.')).toBe(
      'Carespace — Care, and the space to give it.',
    );
  });

  it('writes title, description, canonical and Open Graph tags once, updating them on the next page', () => {
    applyPageMeta({ title: 'One', description: 'First page' });
    applyPageMeta({ title: 'Two', description: 'Second page', noindex: true });
    expect(document.title).toBe('Two | Carespace');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Second page');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Two | Carespace',
    );
    expect(document.head.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Second page',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}${window.location.pathname}`,
    );

    applyPageMeta({ title: 'Three', description: 'Indexable again' });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
