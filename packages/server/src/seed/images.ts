/**
 * Simple generated SVG artwork for the demo data: a coloured tile with a pictogram and the name.
 * `scripts/generate-images.ts` writes one file per image path the seed names into public/uploads.
 */

const PALETTE = ['#0f6fec', '#e4572e', '#17a398', '#f3a712', '#7b2cbf', '#2b2d42', '#d62839', '#3a86ff'];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a label into lines of at most `width` characters. */
function wrap(label: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

/** A skate pictogram: boot, plate and four wheels. */
const SKATE = `<g fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
<path d="M150 90 v80 h60 q40 0 40 30 v20 h-120 z"/><line x1="120" y1="245" x2="260" y2="245"/></g>
<g fill="#fff"><circle cx="145" cy="270" r="18"/><circle cx="235" cy="270" r="18"/></g>`;

/** SVG text for an image named `label`, e.g. ('products', 'sk-quad-classic-pro'). */
export function demoSvg(
  folder: string,
  name: string,
  size: { width: number; height: number } = { width: 400, height: 400 },
): string {
  const color = PALETTE[hash(name) % PALETTE.length];
  const accent = PALETTE[(hash(name) >> 3) % PALETTE.length];
  const label = name
    .replace(/^(sk|rl)-/, '')
    .replace(/-2$/, ' (2)')
    .replace(/-/g, ' ');
  const lines = wrap(
    label.replace(/\b\w/g, (c) => c.toUpperCase()),
    size.width > 600 ? 30 : 18,
  );
  const textY = size.height - 40 - (lines.length - 1) * 30;
  const text = lines
    .map((line, i) => `<text x="50%" y="${textY + i * 30}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const scale = Math.min(size.width, size.height) / 400;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g transform="translate(${size.width / 2 - 200 * scale} ${-20 * scale}) scale(${scale})" opacity="0.9">${SKATE}</g>
<g font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#fff">${text}</g>
<text x="16" y="30" font-family="Arial, Helvetica, sans-serif" font-size="16" fill="#fff" opacity="0.8">${escapeXml(folder)}</text>
</svg>
`;
}
