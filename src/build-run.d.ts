/** The build run a command hands to Astro (scripts/build/build-run-module.ts). */
declare module 'virtual:hospital/build-run' {
  /** The build's run: in pre-rendered pages and `astro dev`; null in the server's on-demand routes. */
  export const buildRun: import('#src/lib/build/run.ts').BuildRun | null;
  /** The CMS the build read: where the server's on-demand routes call when its environment names none. */
  export const builtFromContentApi: string | null;
}
