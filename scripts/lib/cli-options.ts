import { parseArgs } from 'node:util';

/** The options shared by build, start, dev and bench: which embedded dataset to use and where to build. */
/**
 * `hostile`: the embedded content API serves its hostile dataset (scripts/content-api/hostile/);
 * `mediaStore`: where it keeps its images (`--media-store DIR|off`; default .cache/content-api-media);
 * `mediaCache`: the media mirror's cache of the site's images (`--media-cache DIR`; default .cache/media).
 */
export type SiteCommandOptions = {
  scale: number;
  seed: number;
  crisisBanner: boolean;
  hostile: boolean;
  mediaStore?: string;
  mediaCache: string | undefined;
  outDir: string | undefined;
  /** `--evidence-from DIR`: the reports folder whose accessibility results the statement shows. */
  evidenceFrom: string | undefined;
  /** `--incremental-from DIR`: an earlier build's out dir or release to build on (`docs/operations.md`). */
  incrementalFrom: string | undefined;
  /** `--changed-route ROUTE` (repeatable): pages an incremental build renders whatever its record says. */
  changedRoutes: string[];
};

/** `defaultScale`: the scale when no --scale is given (CONTENT_SCALE, read with the rest of the settings). */
export function parseSiteCommandOptions(argv: string[], defaultScale = 1): SiteCommandOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' },
      seed: { type: 'string' },
      'crisis-banner': { type: 'string' },
      'out-dir': { type: 'string' },
      hostile: { type: 'boolean' },
      'media-store': { type: 'string' },
      'media-cache': { type: 'string' },
      'evidence-from': { type: 'string' },
      'incremental-from': { type: 'string' },
      'changed-route': { type: 'string', multiple: true },
    },
    allowPositionals: false,
  });
  const scale = values.scale === undefined ? defaultScale : Number(values.scale);
  const seed = Number(values.seed ?? 1);
  const crisis = values['crisis-banner'] ?? 'on';
  if (!Number.isFinite(scale) || scale <= 0) fail(`--scale must be a positive number, not "${values.scale}"`);
  if (!Number.isInteger(seed)) fail(`--seed must be a whole number, not "${values.seed}"`);
  if (crisis !== 'on' && crisis !== 'off') fail(`--crisis-banner must be "on" or "off", not "${crisis}"`);
  const mediaStore = values['media-store'];
  if (mediaStore !== undefined && mediaStore.trim() === '') fail('--media-store must name a folder or be off');
  return {
    scale,
    seed,
    crisisBanner: crisis === 'on',
    hostile: values.hostile ?? false,
    ...(mediaStore === undefined ? {} : { mediaStore }),
    mediaCache: values['media-cache'],
    outDir: values['out-dir'],
    evidenceFrom: values['evidence-from'],
    incrementalFrom: values['incremental-from'],
    changedRoutes: values['changed-route'] ?? [],
  };
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
