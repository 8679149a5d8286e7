import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('removes script elements and their code', () => {
    const clean = sanitizeHtml('<p>News</p><script>window.stolen = document.cookie</script>');
    expect(clean).toContain('<p>News</p>');
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toContain('document.cookie');
  });

  it('removes event handler attributes such as onerror', () => {
    const clean = sanitizeHtml('<img src="/banner.png" onerror="alert(1)" onclick="alert(2)">');
    expect(clean).toContain('src="/banner.png"');
    expect(clean).not.toMatch(/onerror|onclick|alert/i);
  });

  it('never hands an event-handler attribute to the browser parser (a CSP report each), and keeps text', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    const clean = sanitizeHtml(
      '<p>Switch on=off</p><img src=x onerror="alert(1)"><svg/onload=alert(2)></svg><a href="/x" ONCLICK = "y">z</a>',
    );
    const parsed = parse.mock.calls.map(([markup]) => String(markup)).join('');
    parse.mockRestore();
    expect(parsed).not.toMatch(/<[^>]*[\s/"']on[a-z]+\s*=/i);
    expect(clean).toContain('<p>Switch on=off</p>');
    expect(clean).not.toMatch(/onerror|onload|onclick|alert|data-x-on/i);
    expect(clean).toContain('<a href="/x">z</a>');
  });

  it('removes javascript: URLs but keeps ordinary links', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt:alert(2)">worse</a> <a href="https://example.com/x">good</a>',
    );
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).toContain('href="https://example.com/x"');
    expect(clean).toContain('bad');
  });

  it('removes style and form elements', () => {
    const clean = sanitizeHtml(
      '<style>body{display:none}</style><form action="/steal"><input name="password"></form><b>ok</b>',
    );
    expect(clean).not.toMatch(/<style|<form|display:none/i);
    expect(clean).toContain('<b>ok</b>');
  });

  it('keeps ordinary article formatting', () => {
    const html =
      '<h2>Title</h2><p>Body with <strong>bold</strong> and <em>em</em></p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('SafeHtml', () => {
  it('renders the sanitized HTML, not the raw one', () => {
    const { container } = render(
      <SafeHtml
        data-testid="article"
        html={
          '<p>Hello <b>traders</b></p><img src="x.png" onerror="window.__pwned = true"><script>window.__pwned = true</script>'
        }
      />,
    );
    const article = screen.getByTestId('article');
    expect(article).toHaveTextContent('Hello traders');
    expect(article.querySelector('b')).toHaveTextContent('traders');
    expect(container.querySelector('script')).toBeNull();
    expect(article.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('updates when the html changes', () => {
    const { rerender } = render(<SafeHtml data-testid="article" html="<p>first</p>" />);
    rerender(
      <SafeHtml data-testid="article" html={'<p>second</p><a href="javascript:void 0">x</a>'} />,
    );
    const article = screen.getByTestId('article');
    expect(article).toHaveTextContent('second');
    expect(article).not.toHaveTextContent('first');
    expect(article.querySelector('a')).not.toHaveAttribute('href');
  });
});
