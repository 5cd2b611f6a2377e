/**
 * The start tags of an SVG document and their attributes, read the way an XML
 * parser reads them (comments, CDATA, processing instructions and end tags
 * skipped; a `>` inside a quoted value does not end the tag), so that no
 * attribute can hide from the sanitizer behind text or a value. Attribute
 * values are returned raw (entities not decoded).
 */
export interface SvgTag {
  /** The element's name as written (with its prefix). */
  name: string;
  /** The name without a namespace prefix. */
  local: string;
  attributes: Array<{ name: string; local: string; value: string }>;
}

export class SvgTagError extends Error {}

const localOf = (name: string) => name.slice(name.indexOf(':') + 1);

export function svgTags(text: string): SvgTag[] {
  const tags: SvgTag[] = [];
  let at = 0;
  const skipTo = (end: string) => {
    const found = text.indexOf(end, at);
    if (found < 0) throw new SvgTagError(`unclosed ${end}`);
    at = found + end.length;
  };
  while ((at = text.indexOf('<', at)) >= 0) {
    if (text.startsWith('<!--', at)) skipTo('-->');
    else if (text.startsWith('<![CDATA[', at)) skipTo(']]>');
    else if (text.startsWith('<?', at) || text.startsWith('<!', at)) skipTo('>');
    else if (text.startsWith('</', at)) skipTo('>');
    else {
      const name = /^<\s*([^\s/>]+)/.exec(text.slice(at, at + 200));
      if (!name) throw new SvgTagError('a tag without a name');
      at += name[0].length;
      const tag: SvgTag = { name: name[1], local: localOf(name[1]), attributes: [] };
      for (;;) {
        const rest = /^\s*(\/?>)/.exec(text.slice(at, at + 300));
        if (rest) {
          at += rest[0].length;
          break;
        }
        const attr = /^\s+([^\s=/>]+)\s*=\s*/.exec(text.slice(at, at + 300));
        if (!attr) throw new SvgTagError('an unquoted attribute value');
        at += attr[0].length;
        const quote = text[at];
        if (quote !== '"' && quote !== "'") throw new SvgTagError('an unquoted attribute value');
        const end = text.indexOf(quote, at + 1);
        if (end < 0) throw new SvgTagError('an unclosed attribute value');
        tag.attributes.push({ name: attr[1], local: localOf(attr[1]), value: text.slice(at + 1, end) });
        at = end + 1;
      }
      tags.push(tag);
    }
  }
  return tags;
}
