import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CodeChangedWhileWaiting,
  MalformedBuildArguments,
  NothingAsked,
  FingerprintChangedWhileWaiting,
  type PlannedBuild,
} from '../../../../scripts/build/build-standby.ts';
import { siteCodeHash } from '../../../../scripts/build/code-fingerprint.ts';
import { renderWhenAsked } from '../../../../scripts/build/render-when-asked.ts';

type SsrHook = NonNullable<AstroIntegration['hooks']['astro:build:ssr']>;
const logged: string[] = [];
const logger = { info: (line: string) => logged.push(line) } as unknown as Parameters<SsrHook>[0]['logger'];

describe('a build prepared ahead, once it has bundled', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'render-when-asked-'));
    await mkdir(path.join(root, 'src'));
    await writeFile(path.join(root, 'src', 'page.ts'), 'export const title = "Over ons";\n');
    logged.length = 0;
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /** Runs the integration's hook as Astro does after its bundling; `asked`: the line it is sent (null: its input ended). */
  async function bundled(asked: string | null, options: { fingerprintUnchanged?: boolean } = {}) {
    const planned: PlannedBuild = {
      loadedCode: await siteCodeHash(root),
      asked: Promise.resolve({ line: asked, atMs: performance.now() }),
    };
    const routes: string[][] = [];
    const integration = renderWhenAsked({
      planned,
      root,
      tellBundled: async () => {
        logged.push('told the origin it has bundled');
      },
      fingerprintUnchanged: async () => options.fingerprintUnchanged ?? true,
      ask: async (changedRoutes) => {
        routes.push(changedRoutes);
      },
    });
    const hook = integration.hooks['astro:build:ssr'] as SsrHook;
    const run = () =>
      hook({ manifest: {}, middlewareEntryPoint: undefined, logger } as unknown as Parameters<SsrHook>[0]);
    return { run, routes };
  }

  it('goes on with the routes it is asked with, and says it bundled before', async () => {
    const { run, routes } = await bundled('["--changed-route=/over-ons","--changed-route=/contact"]');
    await run();
    expect(logged[0]).toBe('told the origin it has bundled');
    expect(routes).toEqual([['/over-ons', '/contact']]);
    expect(logged.join('\n')).toMatch(
      /bundled before it was asked \(it waited [\d.]+ s\); asked to render with 2 route\(s\) named/,
    );
  });

  it('ends, rendering nothing, when its input ends without a line', async () => {
    const { run, routes } = await bundled(null);
    await expect(run()).rejects.toBeInstanceOf(NothingAsked);
    expect(routes).toEqual([]);
  });

  it('takes routes only: any other argument is refused, saying which', async () => {
    const { run, routes } = await bundled('["--out-dir","/releases/elsewhere"]');
    await expect(run()).rejects.toThrow(MalformedBuildArguments);
    await expect(run()).rejects.toThrow(/--changed-route=ROUTE arguments only, not "--out-dir"/);
    expect(routes).toEqual([]);
  });

  it("renders nothing when the site's code or its fingerprint (the redirects, the day) changed while it waited (a new process builds)", async () => {
    const code = await bundled('[]');
    await writeFile(path.join(root, 'src', 'page.ts'), 'export const title = "Over het ziekenhuis";\n');
    await expect(code.run()).rejects.toBeInstanceOf(CodeChangedWhileWaiting);
    expect(code.routes).toEqual([]);
    // The calls are asked again while the fingerprint is made again; it then stops before any page.
    const redirects = await bundled('[]', { fingerprintUnchanged: false });
    await expect(redirects.run()).rejects.toBeInstanceOf(FingerprintChangedWhileWaiting);
    expect(logged.join('\n')).not.toMatch(/asked to render/);
  });
});
