import { describe, expect, it } from 'vitest';
import { stripMarkup } from './plain-text.ts';

describe('stripMarkup', () => {
  it('keeps plain text as it is, ampersands and comparisons included', () => {
    for (const text of ['Suite A', 'Smith & Sons Clinic', 'Rooms < 3 miles', 'Love it <3', 'Zoë’s room 🙂']) {
      expect(stripMarkup(text)).toBe(text);
    }
  });

  it('drops tags, and scripts and styles with their content', () => {
    expect(stripMarkup('<b>Suite</b> <script>x</script>A')).toBe('Suite A');
    expect(stripMarkup('<img src=x onerror=alert(1)>Quiet room')).toBe('Quiet room');
    expect(stripMarkup('<style>p{}</style><p>Suite</p><p>B</p>')).toBe('Suite B');
    expect(stripMarkup('<a href="javascript:alert(1)">Click</a> here')).toBe('Click here');
    expect(stripMarkup('<scr<script>ipt>alert(1)</script>')).toBe('ipt>alert(1)');
  });

  it('decodes entities and does not let encoded markup come back as tags', () => {
    expect(stripMarkup('Smith &amp; Sons')).toBe('Smith & Sons');
    expect(stripMarkup('&lt;b&gt;Bold&lt;/b&gt; room')).toBe('Bold room');
  });

  it('leaves nothing of a title that is only markup', () => {
    expect(stripMarkup('<script>alert(1)</script>')).toBe('');
    expect(stripMarkup('  <br/>  ')).toBe('');
  });
});
