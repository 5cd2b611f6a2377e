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

describe('event attributes, animation and /cors/ hosts (issue 20)', () => {
  it.each([
    ['onload on the root', wrap('<g/>', ' onload="alert(1)"'), 'event attribute (onload)'],
    ['onclick on a shape', wrap('<rect width="5" height="5" onclick="alert(1)"/>'), 'event attribute (onclick)'],
    ['a prefixed event attribute', wrap('<rect ev:onfocusin="x" xmlns:ev="http://www.w3.org/2001/xml-events"/>'), 'event attribute'],
    ['an event attribute after a > in a value', wrap('<rect title=">" onload="alert(1)"/>'), 'event attribute (onload)'],
    ['an event attribute in single quotes', wrap("<g onmouseover='x'/>"), 'event attribute'],
    ['an animation that sets a reference', wrap('<image href="#a"><set attributeName="href" to="http://127.0.0.1/x.png"/></image>'), 'animation'],
    ['animate', wrap('<rect><animate attributeName="fill" values="red;blue" dur="1s"/></rect>'), 'animation'],
    ['a javascript: link', wrap('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'), 'outside'],
    ['a javascript: link by xlink', wrap('<a xlink:href=" javascript:alert(1)"/>'), 'outside'],
  ])('refuses %s', (_, svg, message) => {
    expect(() => checkSvg(svg, own)).toThrow(message);
  });

  it('leaves text that talks about onload alone', () => {
    expect(() => checkSvg(wrap('<text>onload="x" and <tspan>onclick = y</tspan></text>'), own)).not.toThrow();
  });

  it('refuses a /cors/ reference the caller does not allow (a loopback or unconfigured host)', () => {
    const allowOwn = (ref: string) => !ref.startsWith('/cors/') || ref.startsWith('/cors/cdn.example.com/');
    expect(checkSvg(wrap('<image href="/cors/cdn.example.com/a.png"/>'), own, { allowOwn }).ownRefs).toEqual(['/cors/cdn.example.com/a.png']);
    for (const ref of ['/cors/127.0.0.1:8080/x.png', '/cors/localhost/x.png', '/cors/169.254.169.254/latest', '/cors/evil.example/x.png']) {
      expect(() => checkSvg(wrap(`<image href="${ref}"/>`), own, { allowOwn }), ref).toThrow('outside the board');
      expect(() => checkSvg(wrap(`<use xlink:href="${ref}"/>`), own, { allowOwn }), ref).toThrow('outside the board');
    }
  });
});

describe('filters (issue 20)', () => {
  const fabricShadow =
    '<filter id="SVGID_1" y="-40%" height="180%" x="-40%" width="180%"><feGaussianBlur in="SourceAlpha" stdDeviation="5"></feGaussianBlur><feOffset dx="4" dy="4" result="oBlur"></feOffset><feFlood flood-color="rgb(0,0,0)" flood-opacity="0.5"/><feComposite in2="oBlur" operator="in"/><feMerge><feMergeNode></feMergeNode><feMergeNode in="SourceGraphic"></feMergeNode></feMerge></filter>';

  it.each([
    ['fabric’s shadow', wrap(`${fabricShadow}<rect width="5" height="5" filter="url(#SVGID_1)"/>`)],
    ['a filter by fragment in a style', wrap(`${fabricShadow}<rect width="5" height="5" style="filter: url('#SVGID_1')"/>`)],
    ['a colour matrix and a drop shadow', wrap('<filter id="f"><feColorMatrix type="saturate" values="0.5"/><feDropShadow stdDeviation="3 3"/></filter>')],
  ])('accepts %s', (_, svg) => {
    expect(() => checkSvg(svg, own)).not.toThrow();
  });

  it.each([
    ['feTurbulence', wrap('<filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="8"/></filter><rect width="8000" height="4000" filter="url(#f)"/>'), 'feTurbulence'],
    ['a prefixed feTurbulence', wrap('<svg:filter id="f"><svg:feTurbulence/></svg:filter>'), 'feTurbulence'],
    ['feConvolveMatrix', wrap('<filter id="f"><feConvolveMatrix order="3" kernelMatrix="1 1 1 1 1 1 1 1 1"/></filter>'), 'feConvolveMatrix'],
    ['feMorphology', wrap('<filter id="f"><feMorphology radius="500"/></filter>'), 'feMorphology'],
    ['feDisplacementMap', wrap('<filter id="f"><feDisplacementMap scale="50"/></filter>'), 'feDisplacementMap'],
    ['lighting', wrap('<filter id="f"><feDiffuseLighting><feDistantLight/></feDiffuseLighting></filter>'), 'feDiffuseLighting'],
    ['feImage by fragment', wrap('<filter id="f"><feImage href="#a"/></filter>'), 'feImage'],
    ['feTile', wrap('<filter id="f"><feTile/></filter>'), 'feTile'],
    ['a large blur', wrap('<filter id="f"><feGaussianBlur stdDeviation="400"/></filter>'), 'stdDeviation'],
    ['a large blur on one axis', wrap('<filter id="f"><feGaussianBlur stdDeviation="1, 900"/></filter>'), 'stdDeviation'],
    ['a blur that is not a number', wrap('<filter id="f"><feGaussianBlur stdDeviation="1e999"/></filter>'), 'stdDeviation'],
    ['a large drop shadow', wrap('<filter id="f"><feDropShadow stdDeviation="51"/></filter>'), 'stdDeviation'],
    ['too many steps', wrap(`<filter id="f">${'<feOffset dx="1"/>'.repeat(51)}</filter>`), 'more than 50 steps'],
    ['a CSS blur()', wrap('<rect width="5" height="5" style="filter: blur(300px)"/>'), 'filter: blur'],
    ['a CSS blur() in a style block', wrap('<style>rect { filter:blur(300px) }</style>'), 'filter'],
    ['a filter attribute with a function', wrap('<rect width="5" height="5" filter="blur(300px)"/>'), 'filter="blur'],
  ])('refuses %s (422, naming what is allowed)', (_, svg, message) => {
    let thrown: unknown;
    try {
      checkSvg(svg, own);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error)?.message).toContain(message);
    expect((thrown as Error).message).toContain('Allowed: blur and drop shadow (deviation at most 50)');
    expect((thrown as { status: number }).status).toBe(422);
  });
});
