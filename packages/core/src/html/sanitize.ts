/*
 * Merchant HTML (product descriptions, and the console's rich-text editor) made safe to show, the same
 * on a server and in a browser: a DOM-free allow-list sanitiser, written by hand.
 *
 * Why not a library: DOMPurify needs a DOM (on a server it needs jsdom, megabytes), so a server
 * render and the hydrated page disagreed; sanitize-html is DOM-free but brings htmlparser2, postcss
 * and friends (well over 100 KB minified) into every shopper bundle and the embed page's tight budget.
 * This file is about 1 KB gzip. It is an allow-list, so anything it does not know is dropped:
 *
 * - tags: the formatting a description uses (ALLOWED below); script, style, iframe, svg and the other
 *   containers of code are dropped with everything inside them; any other tag is dropped, its text kept;
 * - attributes: only `href` and `title` on `<a>`, `src`, `alt`, `width`, `height` on `<img>`, `colspan`
 *   and `rowspan` on table cells; URLs only http(s), mailto, tel or relative (entities and hidden
 *   characters decoded before the check, so `jav&#x61;script:` is refused); no `on*`, no `style`;
 * - comments, doctypes and processing instructions are dropped; a lone `<` or `>` becomes text;
 * - the output is well formed (every kept tag closed, in order), so sanitising it again changes nothing.
 */

/** Tags kept (with their allowed attributes). Void tags have no closing tag. */
const ALLOWED: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
for (const tag of 'p br hr b strong i em u s sub sup small mark code pre blockquote span div h2 h3 h4 h5 h6 ul ol li dl dt dd table thead tbody tfoot tr caption'.split(
  ' ',
))
  ALLOWED[tag] ??= [];
const VOID = new Set(['br', 'hr', 'img']);
/** Dropped together with everything up to their closing tag. */
const DROP_WITH_CONTENT = new Set(
  'script style iframe object embed template noscript textarea select svg math title xmp noembed noframes plaintext frameset head'.split(
    ' ',
  ),
);
const URL_ATTRIBUTES = new Set(['href', 'src']);
const NUMBER_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};
/** Decodes the entities a URL might hide its scheme behind (`&#106;`, `&#x6A`, `&colon;`). */
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });

/** http(s), mailto, tel, or an address without a scheme (relative, `#part`, `/path`). */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\ufeff]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  return scheme === undefined || /^(https?|mailto|tel)$/i.test(scheme);
}

/** `&` that starts no entity, `<`, `>` and (in attributes) `"` as entities; entities already there stay. */
const escapeText = (text: string) =>
  text.replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)|[<>"]/gi, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );

// Sticky: each is tried exactly where the scan stands.
const TAG = /<(\/?)([a-z][a-z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/iy;
const MARKUP = /<(?:!--[\s\S]*?(?:-->|$)|![^>]*(?:>|$)|\?[^>]*(?:>|$))/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function keptAttributes(tag: string, source: string): string {
  const allowed = ALLOWED[tag];
  let out = '';
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!allowed.includes(name) || seen.has(name)) continue;
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue;
    if (NUMBER_ATTRIBUTES.has(name) && !/^\d{1,4}$/.test(value)) continue;
    seen.add(name);
    out += ` ${name}="${escapeText(value)}"`;
  }
  // A link that opens elsewhere never hands the shop's window to the other site.
  if (tag === 'a' && seen.has('href')) out += ' rel="noopener noreferrer nofollow"';
  return out;
}

/**
 * Merchant HTML reduced to an allow-list of formatting tags and safe attributes (see the file's
 * notes), with the same result wherever it runs. Idempotent: `sanitizeHtml(sanitizeHtml(x)) === sanitizeHtml(x)`.
 * @example sanitizeHtml('<p onclick="x()">Suede <b>boot</b><script>alert(1)</script></p>') // '<p>Suede <b>boot</b></p>'
 * @example sanitizeHtml('<a href="javascript:alert(1)">Size chart</a>') // '<a>Size chart</a>'
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const open: string[] = [];
  let out = '';
  let at = 0;
  const sticky = (pattern: RegExp) => {
    pattern.lastIndex = at;
    return pattern.exec(html);
  };
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt !== at) {
      const end = lt < 0 ? html.length : lt;
      out += escapeText(html.slice(at, end));
      at = end;
      continue;
    }
    // Comments, doctypes, CDATA and processing instructions: dropped.
    const markup = sticky(MARKUP);
    if (markup) {
      at += markup[0].length;
      continue;
    }
    const tag = sticky(TAG);
    if (!tag) {
      out += '&lt;';
      at += 1;
      continue;
    }
    at += tag[0].length;
    const closing = tag[1] === '/';
    const name = tag[2].toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      if (closing) continue;
      const end = new RegExp(`</${name}\\b[^>]*>`, 'ig');
      end.lastIndex = at;
      at = end.exec(html) ? end.lastIndex : html.length;
      continue;
    }
    if (!Object.hasOwn(ALLOWED, name)) continue;
    if (closing) {
      const depth = open.lastIndexOf(name);
      // Closing an outer tag closes the ones left open inside it; a stray closing tag is dropped.
      if (depth >= 0) while (open.length > depth) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${keptAttributes(name, tag[3])}>`;
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
