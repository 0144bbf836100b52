import { checkTextOverrides, setTexts, type TextOverrides, textsVersion } from '@skatekit/core/texts';
import { notifyConfigChange } from './config';

/** The language packs `<skate-config locale="...">` can load, each its own chunk fetched only when named. */
const PACKS: Record<string, () => Promise<TextOverrides>> = {
  hi: () => import('@skatekit/core/locales/hi').then((pack) => pack.HI_TEXTS),
};

let turn = 0;

/** A JSON source of texts, or nothing (what is wrong is reported on the console). */
function parse(source: string | null | undefined, where: string): Record<string, unknown> {
  if (!source?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    console.error(`SkateKit texts: ${where} is not JSON.`);
    return {};
  }
  const check = checkTextOverrides(parsed);
  // Unknown keys are named, and left out (setTexts keeps only keys of TEXTS).
  if (!check.ok) console.error(check.message);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * Sets the page's texts from `<skate-config>`: the language pack its `locale` names, then the JSON of
 * a child `<script type="application/json">`, then its `texts` attribute (later keys win), and
 * re-renders every element. A config element out of the page leaves English.
 */
export async function applyConfigTexts(config: Element): Promise<void> {
  const mine = ++turn;
  const connected = config.isConnected;
  const locale = (connected && config.getAttribute('locale')?.trim().toLowerCase()) || '';
  const loadPack = PACKS[locale];
  if (locale && !loadPack)
    console.error(
      `SkateKit texts: no language pack "${locale}" (shipped: ${Object.keys(PACKS).join(', ')}).`,
    );
  const child = connected ? config.querySelector(':scope > script[type="application/json"]') : null;
  const own = {
    ...parse(child?.textContent, '<skate-config>\'s <script type="application/json">'),
    ...parse(connected ? config.getAttribute('texts') : null, '<skate-config texts>'),
  };
  const pack = loadPack ? await loadPack() : {};
  // A later change of the config (an attribute set while the pack loaded) wins.
  if (mine !== turn) return;
  const before = textsVersion();
  if (setTexts({ ...pack, ...(own as TextOverrides) }) !== before) notifyConfigChange();
}
