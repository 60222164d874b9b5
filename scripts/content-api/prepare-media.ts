/**
 * `node scripts/content-api/prepare-media.ts [--scale S] [--seed N] [--media-store DIR]`, run by
 * `npm install` (postinstall) for the default dataset: makes the renditions the embedded CMS makes
 * on upload (RENDITIONS_ON_UPLOAD) of every image of the dataset and keeps them in its rendition
 * store (rendition-store.ts), as a real CMS has its images' sizes made before anyone builds a site
 * from it. So the first build of a new checkout does not wait for the CMS to draw about 1,700
 * images. Renditions already in the store are skipped; other variants are still made on request.
 * Run directly, it exits 1 on an error; `npm install` runs it through prepare-media-on-install.mjs,
 * which never fails an install.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import { imageVariantUrl } from '@ziekenhuis/site-for-content-api';
import { DEFAULT_MEDIA_STORE } from './cli-args.ts';
import { openDatabase } from './db/open.ts';
import { generateDataset } from './generate/index.ts';
import { renditionsOnUpload } from './generate/world/images.ts';
import { resolveImagePath, type ImageRequest } from './media/image-store.ts';
import { renderImage } from './media/render.ts';
import { diskRenditionStore, type RenditionStore } from './media/rendition-store.ts';

export type PreparedMedia = { made: number; kept: number; seconds: number };

/**
 * Makes the on-upload renditions of every image of one dataset that `store` does not hold yet, `concurrency` at a time.
 */
export async function prepareMedia(options: {
  scale: number;
  seed: number;
  store: RenditionStore;
  concurrency?: number;
}): Promise<PreparedMedia> {
  const started = performance.now();
  const db = openDatabase();
  generateDataset(db, { scale: options.scale, seed: options.seed, crisisBanner: true, hostile: false });
  const originals = db.prepare('SELECT path, width, height FROM images ORDER BY path').all();
  const renditions: Array<{ mediaPath: string; request: ImageRequest }> = [];
  for (const row of originals) {
    const original = { path: String(row['path']), width: Number(row['width']), height: Number(row['height']) };
    for (const variant of renditionsOnUpload(original)) {
      const mediaPath = imageVariantUrl(original.path, variant);
      const request = resolveImagePath(db, mediaPath);
      if (request) renditions.push({ mediaPath, request });
    }
  }
  db.close();
  const limit = pLimit(options.concurrency ?? availableParallelism());
  let made = 0;
  let unwritable = false;
  await Promise.all(
    renditions.map(({ mediaPath, request }) =>
      limit(async () => {
        if (unwritable || (await options.store.read(request, mediaPath))) return;
        if (await options.store.write(request, mediaPath, (await renderImage(request.original, request.variant)).body))
          made += 1;
        // A store that cannot keep one image keeps none: stop drawing (the store said why).
        else unwritable = true;
      }),
    ),
  );
  if (unwritable) throw new Error(`the rendition store cannot keep images (${made} of ${renditions.length} kept)`);
  return { made, kept: renditions.length - made, seconds: (performance.now() - started) / 1000 };
}

/**
 * The command: `[--scale S] [--seed N] [--media-store DIR]`; throws on a bad option or a store that cannot keep images.
 */
export async function prepareMediaCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      'media-store': { type: 'string', default: DEFAULT_MEDIA_STORE },
    },
  });
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  if (!(scale > 0) || !Number.isInteger(seed))
    throw new Error(
      `--scale must be a positive number and --seed an integer, got "${values.scale}" and "${values.seed}"`,
    );
  const store = values['media-store'];
  console.log(`Content API: making the images of its dataset (scale ${scale}, seed ${seed}) in ${store}, once...`);
  const prepared = await prepareMedia({
    scale,
    seed,
    store: diskRenditionStore(store, (message) => console.warn(message)),
  });
  console.log(
    `Content API: ${prepared.made} images made, ${prepared.kept} already there (${prepared.seconds.toFixed(1)} s).`,
  );
}

if (import.meta.main) {
  try {
    await prepareMediaCommand(process.argv.slice(2));
  } catch (error) {
    console.error(
      `Content API: the images were not made beforehand: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  }
}
