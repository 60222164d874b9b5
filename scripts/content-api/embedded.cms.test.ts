import { describe, expect, it } from 'vitest';
import { startEmbeddedContentApi } from './embedded.ts';
import { footerLinkSchema } from '@ziekenhuis/site-for-content-api';
import { portIsClosed } from './test-support/ports.ts';

describe('startEmbeddedContentApi', () => {
  it('starts, serves and stops; the port is closed after stop', async () => {
    const api = await startEmbeddedContentApi({ quiet: true, seed: 3, crisisBanner: true });
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${api.url}/api/v1/footer`);
    expect(response.status).toBe(200);
    expect(footerLinkSchema.array().parse(await response.json()).length).toBeGreaterThan(0);
    await api.stop();
    await api.stop(); // idempotent
    expect(await portIsClosed(api.url)).toBe(true);
  });

  it('rejects with the output when the child cannot start', async () => {
    const taken = await startEmbeddedContentApi({ quiet: true });
    try {
      const port = Number(new URL(taken.url).port);
      await expect(startEmbeddedContentApi({ quiet: true, port })).rejects.toThrow(
        /exited before it was ready[\s\S]*EADDRINUSE/,
      );
    } finally {
      await taken.stop();
    }
  });
});
