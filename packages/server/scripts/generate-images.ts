// Writes the demo artwork for every image path the seed names into public/uploads.
// Run: pnpm --filter @skatekit/server exec tsx --conditions=source scripts/generate-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PUBLIC_DIR } from '../src/paths';
import { seedImagePaths } from '../src/seed/image-paths';
import { artKind, demoSvg } from '../src/seed/images';

let count = 0;
for (const path of seedImagePaths()) {
  const match = /^\/uploads\/([^/]+)\/([^/]+)\.svg$/.exec(path);
  if (!match) continue;
  const [, folder, name] = match;
  // Offers and slide backgrounds are banners; a slide's foreground is a square cut-out.
  const wide = folder === 'offers' || name.endsWith('-background');
  const file = join(PUBLIC_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  // Course and centre cards show their pictures at 4:3; drawn at that shape, nothing is cropped.
  const kind = artKind(name);
  const card = folder !== 'sliders' && (kind === 'course' || kind === 'centre');
  const size = wide ? { width: 1200, height: 500 } : card ? { width: 480, height: 360 } : undefined;
  writeFileSync(file, demoSvg(folder, name, size));
  count++;
}
console.log(`wrote ${count} images to ${join(PUBLIC_DIR, 'uploads')}`);
