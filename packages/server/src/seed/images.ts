/**
 * Generated SVG artwork for the demo data: a drawing per kind of product (quad skate, inline skate,
 * helmet, pads, wheels, bearings, bag, apparel, bottle, course, centre...) on a soft tile. No text is
 * drawn into any image: names belong in the page (alt text, titles), where they can be read and translated.
 * `scripts/generate-images.ts` writes one file per image path the seed names into public/uploads.
 */

export type ArtKind =
  | 'quad'
  | 'inline'
  | 'helmet'
  | 'pads'
  | 'shorts'
  | 'wheels'
  | 'bearings'
  | 'bag'
  | 'trolley'
  | 'pouch'
  | 'apparel'
  | 'bottle'
  | 'tool'
  | 'cones'
  | 'laces'
  | 'toestops'
  | 'kit'
  | 'course'
  | 'centre'
  | 'logo'
  | 'rink'
  | 'promenade'
  | 'track';

/** Which drawing an image name gets; the first matching rule wins. */
const KIND_RULES: [RegExp, ArtKind][] = [
  [/logo|favicon/, 'logo'],
  [/rink-background/, 'rink'],
  [/promenade-background/, 'promenade'],
  [/track-background/, 'track'],
  [/^(office|centre|rollr-store)/, 'centre'],
  [/course|lessons|admissions|summer-camp|courses/, 'course'],
  [/helmet/, 'helmet'],
  [/shorts/, 'shorts'],
  [/pads|gear|wrist|protective/, 'pads'],
  [/bearing/, 'bearings'],
  [/toe-stops/, 'toestops'],
  [/wheel-pouch/, 'pouch'],
  [/trolley/, 'trolley'],
  [/bag|backpack|first-order/, 'bag'],
  [/kit/, 'kit'],
  [/wheel/, 'wheels'],
  [/tshirt|apparel/, 'apparel'],
  [/bottle/, 'bottle'],
  [/tool|accessories/, 'tool'],
  [/cones/, 'cones'],
  [/laces/, 'laces'],
  [/inline|speed|rollr-first|fitness/, 'inline'],
  [/quad|skates|rollr/, 'quad'],
];

/** The drawing for an image named `name` (file name without extension). */
export function artKind(name: string): ArtKind {
  for (const [pattern, kind] of KIND_RULES) if (pattern.test(name)) return kind;
  return 'quad';
}

/** Background tint and ink per kind: light tiles, a strong colour for the object. */
const COLOURS: Record<ArtKind, { bg: [string, string]; ink: string; accent: string }> = {
  quad: { bg: ['#fde8e4', '#fbd0c6'], ink: '#d1432b', accent: '#1d2b53' },
  inline: { bg: ['#e3ecff', '#c9d9ff'], ink: '#1f4fd1', accent: '#12204a' },
  helmet: { bg: ['#e5f6f2', '#c6ece2'], ink: '#138a72', accent: '#0d3b33' },
  pads: { bg: ['#fff3dc', '#ffe3ad'], ink: '#2b2d42', accent: '#e08a00' },
  shorts: { bg: ['#efe7fb', '#dccbf6'], ink: '#6a2fb5', accent: '#2b1451' },
  wheels: { bg: ['#fff0f4', '#ffd3e0'], ink: '#d02a62', accent: '#38122a' },
  bearings: { bg: ['#eef1f5', '#d8dee8'], ink: '#4a5568', accent: '#1a202c' },
  bag: { bg: ['#e6f4ff', '#c4e4ff'], ink: '#0a6bb8', accent: '#0b2e4f' },
  trolley: { bg: ['#e6f4ff', '#c4e4ff'], ink: '#0a6bb8', accent: '#0b2e4f' },
  pouch: { bg: ['#f2f7e6', '#dcebbd'], ink: '#4f7a12', accent: '#23360a' },
  apparel: { bg: ['#fff6e0', '#ffe4a3'], ink: '#1d4ed8', accent: '#0f1d4a' },
  bottle: { bg: ['#e3f7fb', '#bfeaf3'], ink: '#0891b2', accent: '#083344' },
  tool: { bg: ['#f1f1f1', '#dddddd'], ink: '#3f3f46', accent: '#e4572e' },
  cones: { bg: ['#fff1e6', '#ffd9bd'], ink: '#f26b1d', accent: '#5a2a0c' },
  laces: { bg: ['#f7ecf9', '#ebd2f1'], ink: '#9b2fae', accent: '#3b0f45' },
  toestops: { bg: ['#fdeaea', '#f8caca'], ink: '#b91c1c', accent: '#3f0a0a' },
  kit: { bg: ['#e7f6ec', '#c7ebd3'], ink: '#15803d', accent: '#0b3b1d' },
  course: { bg: ['#e8efff', '#cfdcff'], ink: '#1e3a8a', accent: '#e4572e' },
  centre: { bg: ['#e7f3ef', '#cbe7dd'], ink: '#1f6f5c', accent: '#e4572e' },
  logo: { bg: ['#1e3a8a', '#1e3a8a'], ink: '#ffffff', accent: '#f97316' },
  rink: { bg: ['#1e3a8a', '#3b5bdb'], ink: '#ffffff', accent: '#f97316' },
  promenade: { bg: ['#0e7490', '#f59e0b'], ink: '#ffffff', accent: '#fde68a' },
  track: { bg: ['#7c2d12', '#dc2626'], ink: '#ffffff', accent: '#fed7aa' },
};

/** Kinds drawn in one of several colours, one per product. */
const VARIED = new Set<ArtKind>([
  'quad',
  'inline',
  'helmet',
  'wheels',
  'bag',
  'apparel',
  'bottle',
  'pads',
  'course',
]);
const INKS = ['#d1432b', '#1f4fd1', '#138a72', '#7b2cbf', '#2b2d42', '#d02a62', '#0a6bb8'];

/**
 * The ink of a colour a variation names ('Colour: Blue'), so its picture shows that colour; undefined
 * for a colour the artwork has no ink for (the variation then shows the product's own picture).
 */
const COLOUR_INKS: Record<string, string> = {
  blue: '#1f4fd1',
  pink: '#e0529c',
  black: '#23232b',
  red: '#d12b2b',
  purple: '#7b2cbf',
  green: '#15803d',
  white: '#f4f4f5',
  orange: '#f26b1d',
  yellow: '#eab308',
};
export function colourInk(colour: string): string | undefined {
  return COLOUR_INKS[colour];
}

type Draw = (ink: string, accent: string) => string;

const wheel = (cx: number, cy: number, r: number, ink: string, hub = '#fff') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="${hub}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="${ink}"/>`;

const laceLines = (x: number, y: number, count: number, stroke: string) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<line x1="${x}" y1="${y + i * 22}" x2="${x + 46}" y2="${y + i * 22 + 8}" stroke="${stroke}" stroke-width="6" stroke-linecap="round"/>`,
  ).join('');

/** Each drawing sits in a 400 x 400 box, centred, resting on a shadow at y ~ 330. */
const DRAWINGS: Record<ArtKind, Draw> = {
  quad: (ink, accent) =>
    `<path d="M118 92 q0-16 16-16 h70 q14 0 14 14 v96 q0 10 10 12 l62 12 q36 8 36 40 v14 h-208 z" fill="${ink}"/>
<path d="M118 232 h208 v14 h-208 z" fill="${accent}" opacity="0.25"/>${laceLines(140, 100, 4, '#fff')}
<rect x="104" y="258" width="232" height="16" rx="8" fill="${accent}"/><rect x="318" y="250" width="30" height="26" rx="10" fill="${accent}"/>
${wheel(150, 298, 30, accent)}${wheel(292, 298, 30, accent)}`,
  inline: (ink, accent) =>
    `<path d="M128 84 q0-14 14-14 h66 q14 0 14 14 v100 q0 10 10 12 l58 10 q34 7 34 38 v16 h-196 z" fill="${ink}"/>${laceLines(146, 94, 4, '#fff')}
<rect x="120" y="256" width="210" height="18" rx="9" fill="${accent}"/>
${[150, 200, 250, 300].map((x) => wheel(x, 294, 22, accent)).join('')}`,
  helmet: (ink, accent) =>
    `<path d="M84 246 q0-136 126-136 q106 0 122 112 l4 34 z" fill="${ink}"/>
<path d="M150 132 q20-10 40-12 v52 h-40 z M206 120 q26 2 42 12 l-10 40 h-32 z" fill="#fff" opacity="0.35"/>
<path d="M84 246 h252 l-14 22 h-224 z" fill="${accent}"/><path d="M300 228 q30 0 46 18 l-8 8 q-16-10-38-10 z" fill="${accent}"/>
<path d="M150 268 q20 50 60 52" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/><rect x="200" y="312" width="24" height="16" rx="4" fill="${accent}"/>`,
  pads: (ink, accent) =>
    `<path d="M140 92 q70-26 140 0 q14 90-10 196 q-60 22-120 0 q-24-106-10-196 z" fill="${ink}"/>
<path d="M170 132 q40-16 80 0 q8 50-6 96 q-34 12-68 0 q-14-46-6-96 z" fill="${accent}"/>
<rect x="118" y="150" width="184" height="22" rx="8" fill="${ink}" opacity="0.85"/><rect x="118" y="238" width="184" height="22" rx="8" fill="${ink}" opacity="0.85"/>
<rect x="110" y="150" width="20" height="22" rx="5" fill="#fff"/><rect x="110" y="238" width="20" height="22" rx="5" fill="#fff"/>`,
  shorts: (ink, accent) =>
    `<path d="M110 100 h200 l24 200 h-100 l-24-120 l-24 120 h-100 z" fill="${ink}"/>
<rect x="110" y="100" width="200" height="26" fill="${accent}"/><path d="M118 210 q30-20 60 6 M302 210 q-30-20-60 6" fill="none" stroke="#fff" stroke-width="8" opacity="0.5"/>`,
  wheels: (ink, accent) =>
    `${wheel(150, 230, 74, ink)}${wheel(268, 190, 74, accent)}<circle cx="268" cy="190" r="52" fill="none" stroke="#fff" stroke-width="4" opacity="0.4"/>`,
  bearings: (ink, accent) =>
    `<circle cx="200" cy="210" r="108" fill="${ink}"/><circle cx="200" cy="210" r="84" fill="#fff"/>
${Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4;
  return `<circle cx="${(200 + Math.cos(a) * 66).toFixed(1)}" cy="${(210 + Math.sin(a) * 66).toFixed(1)}" r="15" fill="${accent}"/>`;
}).join('')}<circle cx="200" cy="210" r="46" fill="${ink}"/><circle cx="200" cy="210" r="22" fill="#fff"/>`,
  bag: (ink, accent) =>
    `<path d="M160 96 q0-34 40-34 q40 0 40 34" fill="none" stroke="${accent}" stroke-width="12"/>
<rect x="112" y="92" width="176" height="222" rx="36" fill="${ink}"/><rect x="140" y="200" width="120" height="84" rx="16" fill="${accent}" opacity="0.85"/>
<line x1="152" y1="222" x2="248" y2="222" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  trolley: (ink, accent) =>
    `<path d="M160 94 v-40 h80 v40" fill="none" stroke="${accent}" stroke-width="12" stroke-linejoin="round"/>
<rect x="118" y="92" width="164" height="206" rx="22" fill="${ink}"/>${[150, 180, 210, 240].map((x) => `<line x1="${x + 10}" y1="112" x2="${x + 10}" y2="278" stroke="#fff" stroke-width="5" opacity="0.4"/>`).join('')}
${wheel(150, 316, 16, accent)}${wheel(250, 316, 16, accent)}`,
  pouch: (ink, accent) =>
    `<path d="M110 150 q90-40 180 0 l-14 150 q-76 24-152 0 z" fill="${ink}"/>
<path d="M118 162 q82-34 164 0" fill="none" stroke="${accent}" stroke-width="8" stroke-dasharray="10 8"/>
${wheel(200, 238, 40, accent)}<path d="M290 150 q30-10 34 26" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`,
  apparel: (ink, accent) =>
    `<path d="M150 80 q50 30 100 0 l86 42 l-30 66 l-40-18 v152 h-132 v-152 l-40 18 l-30-66 z" fill="${ink}"/>
<path d="M150 80 q50 30 100 0" fill="none" stroke="${accent}" stroke-width="8"/>${wheel(200, 200, 30, accent, '#fff')}`,
  bottle: (ink, accent) =>
    `<rect x="176" y="62" width="48" height="34" rx="8" fill="${accent}"/><path d="M166 96 h68 v22 q30 14 30 48 v150 q0 20-20 20 h-88 q-20 0-20-20 v-150 q0-34 30-48 z" fill="${ink}"/>
<rect x="136" y="190" width="128" height="72" fill="#fff" opacity="0.3"/>`,
  tool: (ink, accent) =>
    `<path d="M200 200 l-84-84" stroke="${ink}" stroke-width="34" stroke-linecap="round"/><path d="M200 200 l84-84" stroke="${ink}" stroke-width="34" stroke-linecap="round"/>
<path d="M200 200 v120" stroke="${accent}" stroke-width="36" stroke-linecap="round"/><circle cx="116" cy="116" r="28" fill="${ink}"/><circle cx="284" cy="116" r="28" fill="${ink}"/>
<circle cx="116" cy="116" r="12" fill="#fff"/><circle cx="284" cy="116" r="12" fill="#fff"/><circle cx="200" cy="200" r="20" fill="#fff"/>`,
  cones: (ink, accent) =>
    [110, 200, 290]
      .map(
        (x, i) =>
          `<path d="M${x - 40} ${316 - i * 6} h80 l-30-${150 - i * 10} h-20 z" fill="${ink}"/><rect x="${x - 30}" y="${250 - i * 6}" width="60" height="14" fill="#fff"/><rect x="${x - 50}" y="${310 - i * 6}" width="100" height="14" rx="4" fill="${accent}"/>`,
      )
      .join(''),
  laces: (ink, accent) =>
    `<path d="M90 140 q60-70 110 0 t110 0" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>
<path d="M90 240 q60-70 110 0 t110 0" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round" opacity="0.75"/>
<rect x="300" y="128" width="34" height="16" rx="6" fill="${accent}"/><rect x="66" y="128" width="34" height="16" rx="6" fill="${accent}"/>
<rect x="300" y="228" width="34" height="16" rx="6" fill="${accent}"/><rect x="66" y="228" width="34" height="16" rx="6" fill="${accent}"/>`,
  toestops: (ink, accent) =>
    [140, 260]
      .map(
        (x) =>
          `<rect x="${x - 16}" y="110" width="32" height="90" rx="6" fill="${accent}"/><path d="M${x - 56} 196 h112 l-12 110 q-44 22-88 0 z" fill="${ink}"/>`,
      )
      .join(''),
  kit: (ink, accent) =>
    `<rect x="90" y="160" width="170" height="150" rx="26" fill="${ink}"/><path d="M140 162 q0-34 36-34 q36 0 36 34" fill="none" stroke="${ink}" stroke-width="10"/>
<path d="M210 220 q0-100 80-100 q70 0 76 80 l2 20 z" fill="${accent}"/><path d="M210 220 h158 l-8 14 h-142 z" fill="#2b2d42"/>
${wheel(150, 250, 30, accent)}`,
  course: (ink, accent) =>
    `<circle cx="228" cy="86" r="26" fill="${ink}"/>
<path d="M222 116 l-30 80 l50 40 l-18 72" fill="none" stroke="${ink}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M192 196 l-56 30 l-20 62" fill="none" stroke="${ink}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M216 134 l-62 6 M226 136 l56 34" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>
<rect x="92" y="292" width="52" height="12" rx="6" fill="${accent}"/><rect x="200" y="312" width="56" height="12" rx="6" fill="${accent}"/>
<circle cx="100" cy="314" r="8" fill="${accent}"/><circle cx="136" cy="314" r="8" fill="${accent}"/><circle cx="210" cy="334" r="8" fill="${accent}"/><circle cx="246" cy="334" r="8" fill="${accent}"/>
<path d="M300 120 h50 M290 160 h60 M306 200 h44" stroke="${accent}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`,
  centre: (ink, accent) =>
    `<path d="M70 170 l130-80 l130 80 z" fill="${accent}"/><rect x="88" y="170" width="224" height="150" fill="${ink}"/>
<rect x="176" y="240" width="48" height="80" rx="4" fill="#fff"/>${[108, 250].map((x) => `<rect x="${x}" y="196" width="42" height="36" rx="4" fill="#fff" opacity="0.85"/>`).join('')}
<line x1="200" y1="90" x2="200" y2="44" stroke="${ink}" stroke-width="6"/><path d="M200 44 h40 l-10 12 l10 12 h-40 z" fill="${accent}"/>`,
  logo: (ink, accent) =>
    `<circle cx="200" cy="200" r="150" fill="none" stroke="${accent}" stroke-width="18"/>
<path d="M138 118 q0-12 12-12 h52 q10 0 10 10 v68 q0 8 8 10 l44 8 q26 6 26 30 v10 h-152 z" fill="${ink}"/>
<rect x="128" y="248" width="160" height="14" rx="7" fill="${accent}"/>${wheel(160, 280, 20, ink, accent)}${wheel(258, 280, 20, ink, accent)}`,
  rink: () => '',
  promenade: () => '',
  track: () => '',
};

/** Full-bleed backgrounds for the hero slides: a rink, the sea front, a racing track. */
function backdrop(kind: ArtKind, w: number, h: number, ink: string, accent: string): string {
  if (kind === 'rink')
    return `<g fill="none" stroke="${ink}" opacity="0.22" stroke-width="6"><rect x="${w * 0.08}" y="${h * 0.16}" width="${w * 0.84}" height="${h * 0.68}" rx="${h * 0.34}"/>
<line x1="${w / 2}" y1="${h * 0.16}" x2="${w / 2}" y2="${h * 0.84}"/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.16}"/></g>
<circle cx="${w * 0.82}" cy="${h * 0.22}" r="${h * 0.08}" fill="${accent}" opacity="0.55"/>`;
  if (kind === 'promenade')
    return `<circle cx="${w * 0.78}" cy="${h * 0.42}" r="${h * 0.16}" fill="${accent}" opacity="0.8"/>
<path d="M0 ${h * 0.62} ${Array.from({ length: 13 }, (_, i) => `L${(i * w) / 12} ${h * (0.62 - ((i * 7) % 5) * 0.03)}`).join(' ')} L${w} ${h} L0 ${h} z" fill="#0b3b4f" opacity="0.45"/>
<path d="M0 ${h * 0.74} q${w * 0.25} -${h * 0.06} ${w * 0.5} 0 t${w * 0.5} 0 V${h} H0 z" fill="${ink}" opacity="0.25"/>
<path d="M0 ${h * 0.86} H${w}" stroke="${ink}" stroke-width="6" opacity="0.5" stroke-dasharray="40 24"/>`;
  return `<g fill="none" stroke="${ink}" stroke-width="8" opacity="0.35">${[0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M-20 ${h * (0.55 + i * 0.12)} Q${w * 0.5} ${h * (0.2 + i * 0.12)} ${w + 20} ${h * (0.45 + i * 0.12)}"/>`,
    )
    .join(
      '',
    )}</g><path d="M${w * 0.1} ${h * 0.2} h${w * 0.05}" stroke="${accent}" stroke-width="10" opacity="0.6"/>`;
}

const BACKDROPS = new Set<ArtKind>(['rink', 'promenade', 'track']);

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * SVG text for the image `name` in `folder`, e.g. ('products', 'sk-quad-classic-pro'). A `-2` name is
 * the gallery's second view: the same object mirrored on a deeper tint. Wide sizes (sliders, offers)
 * place the drawing to the right, leaving the left side calm for the page's own text over it.
 */
export function demoSvg(
  folder: string,
  name: string,
  size: { width: number; height: number } = { width: 400, height: 400 },
): string {
  const kind = artKind(name);
  const { bg, accent } = COLOURS[kind];
  const second = /-2$/.test(name);
  // Products of one kind differ in colour, as real models do; both views of one product match.
  // A variation's picture (`{product}-{colour}`) is drawn in its colour.
  const colour = /-([a-z]+)(?:-2)?$/.exec(name)?.[1];
  const ink =
    (folder === 'products' && colour && colourInk(colour)) ||
    (folder === 'products' && VARIED.has(kind)
      ? INKS[hash(name.replace(/-2$/, '')) % INKS.length]
      : COLOURS[kind].ink);
  const { width: w, height: h } = size;
  const id = `g${hash(`${folder}/${name}`).toString(36)}`;
  const [from, to] = second ? [bg[1], bg[0]] : bg;
  // A slide's foreground stands on the slide's own background art: no tile, light colours.
  const cutout = folder === 'sliders' && !BACKDROPS.has(kind);
  const drawing = cutout ? DRAWINGS[kind]('#ffffff', '#f97316') : DRAWINGS[kind](ink, accent);
  let body: string;
  if (BACKDROPS.has(kind)) {
    body = backdrop(kind, w, h, ink, accent);
  } else {
    const banner = w > 2 * h;
    const scale = (Math.min(w, h) / 400) * (banner ? 0.92 : 0.86);
    const x = banner ? w * 0.7 - 200 * scale : w / 2 - 200 * scale;
    const y = h / 2 - 200 * scale;
    const flip = second ? `translate(400 0) scale(-1 1)` : '';
    const shadow =
      kind === 'logo' || cutout
        ? ''
        : `<ellipse cx="200" cy="340" rx="150" ry="14" fill="#000" opacity="0.08"/>`;
    body = `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${shadow}<g transform="${flip}">${drawing}</g></g>`;
  }
  const round = kind === 'logo' ? ` rx="${w / 2}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
${cutout ? '' : `<rect width="100%" height="100%" fill="url(#${id})"${round}/>`}
${body}
</svg>
`;
}
