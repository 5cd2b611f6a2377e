import { describe, expect, it } from 'vitest';
import { checkSvg } from './svg-sanitize';

const own = ['/files/', '/cors/'];
const wrap = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50"${attrs}>${inner}</svg>`;
const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('SVG check before server rendering', () => {
  it.each([
    ['a plain board', wrap('<rect width="10" height="10" fill="#fff"/>')],
    ['the XML declaration', `<?xml version="1.0" encoding="UTF-8"?>${wrap('')}`],
    ['a gradient by fragment', wrap('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="5" height="5"/>')],
    ['an inline PNG', wrap(`<image xlink:href="${png}" width="5" height="5"/>`)],
    ['an inline image with single quotes', wrap(`<image href='${png}'/>`)],
    ['a <use> of a fragment', wrap('<use href="#a"/>')],
    ['fabric’s CDATA font style', wrap('<style><![CDATA[ text { font-family: Arial; } ]]></style>')],
    ['text that mentions url(', wrap('<text>see url(http://x) &amp; src: here</text>')],
    ['character references', wrap('<text>&#169; &#x263A; &lt;3</text>')],
    ['a comment', wrap('<!-- made by fabric --><g/>')],
  ])('accepts %s', (_, svg) => {
    expect(checkSvg(svg, own).ownRefs).toEqual([]);
  });

  it('accepts our own storage and proxy paths and reports them for inlining', () => {
    const svg = wrap('<image xlink:href="/files/images/u1/a.png"/><image href="/cors/cdn.example.com/p/1.jpg"/>');
    expect(checkSvg(svg, own).ownRefs).toEqual(['/files/images/u1/a.png', '/cors/cdn.example.com/p/1.jpg']);
  });

  it.each([
    ['a DOCTYPE with entities (XXE)', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + wrap('<text>&x;</text>'), 'DOCTYPE'],
    ['an undeclared entity', wrap('<text>&x;</text>'), 'entity'],
    ['a script', wrap('<script>alert(1)</script>'), '<script>'],
    ['a prefixed script', wrap('<svg:script href="x"/>'), '<script>'],
    ['foreignObject', wrap('<foreignObject><iframe src="http://x"/></foreignObject>'), 'foreignObject'],
    ['XInclude', wrap('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd" parse="text"/>'), 'XInclude'],
    ['a processing instruction', wrap('<?xml-stylesheet href="http://x/a.css"?>'), 'processing instruction'],
    ['xml:base', wrap('<g xml:base="http://evil/"/>'), 'xml:base'],
    ['@import', wrap('<style>@import "http://evil/a.css";</style>'), '@import'],
    ['an http image', wrap('<image href="http://169.254.169.254/latest/meta-data"/>'), 'outside'],
    ['an https image by xlink', wrap('<image xlink:href="https://evil.example/a.png"/>'), 'outside'],
    ['a file: image', wrap('<image href="file:///etc/passwd"/>'), 'outside'],
    ['a scheme-relative image', wrap('<image href="//evil.example/a.png"/>'), 'outside'],
    ['a relative path', wrap('<image href="../../etc/passwd"/>'), 'outside'],
    ['our path with dot segments', wrap('<image href="/files/../../etc/passwd"/>'), 'outside'],
    ['our path with escapes', wrap('<image href="/files/%2e%2e/secret"/>'), 'outside'],
    ['an entity-encoded http reference', wrap('<image href="&#104;ttp://evil/a.png"/>'), 'outside'],
    ['a non-image data URI', wrap('<image href="data:text/html;base64,PHNjcmlwdD4="/>'), 'outside'],
    ['an SVG data URI (could nest references)', wrap('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), 'outside'],
    ['url() to a host', wrap('<rect fill="url(http://evil/x.svg#g)"/>'), 'outside'],
    ['url() in a style block', wrap('<style>rect { fill: url("https://evil/a.svg#p") }</style>'), 'outside'],
    ['url() hidden by CSS escapes', wrap('<rect style="fill: \\75 rl(http://evil/a)"/>'), 'outside'],
    ['url() to our own path (never fetched from CSS)', wrap('<rect style="fill:url(/files/a.png)"/>'), 'outside'],
    ['a font src', wrap('<style>@font-face { font-family: x; src: local(Arial) }</style>'), 'CSS image source'],
    ['a feImage to a host', wrap('<filter id="f"><feImage href="http://evil/x.png"/></filter>'), 'outside'],
    ['an unquoted href', wrap('<image href=http://evil/x.png />'), 'unquoted'],
    ['an unclosed comment hiding a script', wrap('<!-- <script>'), 'unclosed comment'],
  ])('refuses %s', (_, svg, message) => {
    expect(() => checkSvg(svg, own)).toThrow(message);
  });

  it.each([
    ['nothing', ''],
    ['not text', 42],
    ['HTML', '<html><body/></html>'],
    ['more than 8 MB', wrap('<g/>'.padEnd(8 * 1024 * 1024 + 10, ' '))],
  ])('refuses %s with a clear message', (_, svg) => {
    expect(() => checkSvg(svg, own)).toThrow(/SVG/);
  });
});
