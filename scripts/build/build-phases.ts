/**
 * How long each phase of a build took, for `npm run bench`: setup (starting the content source,
 * the CMS redirects, loading the config), bundling (Vite's server and client builds), the API crawl
 * (the discovery crawl of the site graph, from the crawl report), rendering (every pre-rendered
 * page, less the crawl; the media mirror's work while pages render is on a thread of its own),
 * media (what the mirror still had to do once every page was written) and post-build steps (the other
 * `astro:build:done`
 * work: site report, host rules, security headers, Astro's own finishing). The integration records
 * the moments Astro's hooks mark and writes them as JSON to the run's build report at the end of the
 * build (src/lib/build/run.ts); scripts/build.ts adds the process's peak memory to that file.
 *
 * It goes last in the integrations, so its `astro:build:done` runs after every other one.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { readCrawlReport } from '#src/lib/crawl/crawl-report.ts';

export type BuildPhases = {
  setupMs: number;
  bundleMs: number;
  crawlMs: number;
  renderMs: number;
  mediaMs: number;
  postBuildMs: number;
};

/**
 * The moments the build passed, in ms since it was asked for (the process's start, or a waiting process's `askedAtMs`).
 * A build prepared ahead started and bundled before it was asked: those moments are negative, and count as 0.
 */
export type PhaseMarks = {
  buildStart: number;
  bundled: number;
  generated: number;
  done: number;
  crawlMs: number;
  mediaMs: number;
};

export function phasesOf(marks: PhaseMarks): BuildPhases {
  const nonNegative = (ms: number) => Math.max(0, Math.round(ms));
  const sinceAsked = (ms: number) => Math.max(0, ms);
  return {
    setupMs: nonNegative(marks.buildStart),
    bundleMs: nonNegative(sinceAsked(marks.bundled) - sinceAsked(marks.buildStart)),
    crawlMs: nonNegative(marks.crawlMs),
    renderMs: nonNegative(marks.generated - marks.bundled - marks.crawlMs),
    mediaMs: nonNegative(marks.mediaMs),
    postBuildMs: nonNegative(marks.done - marks.generated - marks.mediaMs),
  };
}

/** The time the media mirror took, told by the mirror (scripts/build/media-mirror.ts). */
export class MediaClock {
  ms = 0;
}

export function buildPhases(options: {
  reportFile: string;
  crawlReportFile: string;
  media: MediaClock;
  /** When the build was asked for (performance.now(), read at its end): the setup counts from then. */
  askedAtMs?: () => number;
}): AstroIntegration {
  /** performance.now() at each moment; made relative to when the build was asked at its end. */
  const marks = { buildStart: 0, bundled: 0, generated: 0 };
  const now = () => performance.now();
  return {
    name: 'hospital:build-phases',
    hooks: {
      'astro:build:start': () => {
        marks.buildStart = now();
      },
      'astro:build:ssr': () => {
        marks.bundled = now();
      },
      'astro:build:generated': () => {
        marks.generated = now();
      },
      'astro:build:done': async () => {
        const asked = options.askedAtMs?.() ?? 0;
        const done = now() - asked;
        const crawlMs = (await readCrawlReport(options.crawlReportFile))?.durationMs ?? 0;
        const phases = phasesOf({
          buildStart: marks.buildStart - asked,
          bundled: marks.bundled - asked,
          generated: marks.generated - asked,
          done,
          crawlMs,
          mediaMs: options.media.ms,
        });
        await writeFile(options.reportFile, JSON.stringify({ ...(await readReport(options.reportFile)), phases }));
      },
    },
  };
}

/** What a report file already holds (nothing when there is none or it is not JSON). */
export async function readReport(file: string): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
