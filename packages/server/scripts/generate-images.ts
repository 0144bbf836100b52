// Writes the demo artwork for every image path the seed names into public/uploads.
// Run: pnpm --filter @skatekit/server exec tsx --conditions=source scripts/generate-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PUBLIC_DIR } from '../src/paths';
import { seedImagePaths } from '../src/seed/image-paths';
import { demoSvg } from '../src/seed/images';

let count = 0;
for (const path of seedImagePaths()) {
  const match = /^\/uploads\/([^/]+)\/([^/]+)\.svg$/.exec(path);
  if (!match) continue;
  const [, folder, name] = match;
  const wide = folder === 'sliders' || folder === 'offers';
  const file = join(PUBLIC_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, demoSvg(folder, name, wide ? { width: 1200, height: 500 } : undefined));
  count++;
}
console.log(`wrote ${count} images to ${join(PUBLIC_DIR, 'uploads')}`);
