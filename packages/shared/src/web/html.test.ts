import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './html';

describe('escapeHtml', () => {
  it('escapes what could end an attribute or start markup', () => {
    expect(escapeHtml(`Tom & "Jerry" <b>'s</b>`)).toBe(
      'Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt;',
    );
  });
});

describe('scriptJson', () => {
  it('cannot close the script element, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a\u2028b' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
