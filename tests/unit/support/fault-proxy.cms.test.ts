import { afterEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type Fault, type FaultProxy } from '../../support/fault-proxy.ts';
import { json, startStubServer } from '../../support/stub-server.ts';

const page = {
  Title: 'Cardiologie',
  Blocks: Array.from({ length: 20 }, (_, index) => ({ Id: index, Text: 'tekst '.repeat(10) })),
};
const image = Buffer.alloc(4096, 7);

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setUp(
  options: { rate?: number; seed?: number; faults?: readonly Fault[] } = {},
): Promise<{ proxy: FaultProxy; target: Awaited<ReturnType<typeof startStubServer>> }> {
  const target = await startStubServer({
    '/api/v1/page': (_req, res) => json(res, 200, page, { etag: '"v1"' }),
    '/api/v1/search': (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => json(res, 200, { echo: JSON.parse(body) as unknown }));
    },
    '/media/a.jpg': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(image);
    },
    '/robots.txt': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('User-agent: *');
    },
  });
  const proxy = await startFaultProxy({ target: target.url, ...options });
  closers.push(target.close, proxy.close);
  return { proxy, target };
}

describe('the fault proxy', () => {
  it('at rate 0 forwards requests and answers unchanged (status, headers, body; POST bodies too)', async () => {
    const { proxy, target } = await setUp();
    const response = await fetch(`${proxy.url}/api/v1/page?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(await response.json()).toEqual(page);
    expect(Buffer.from(await (await fetch(`${proxy.url}/media/a.jpg`)).arrayBuffer())).toEqual(image);
    const posted = await fetch(`${proxy.url}/api/v1/search`, {
      method: 'POST',
      body: JSON.stringify({ q: 'hart' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await posted.json()).toEqual({ echo: { q: 'hart' } });
    expect((await fetch(`${proxy.url}/api/v1/nothing`)).status).toBe(404);
    expect(target.hits('/api/v1/page')).toBe(1);
    expect(proxy.stats()).toMatchObject({ requests: 4, forwarded: 4 });
  });

  it('injects a 500, 502 or 503 without asking the target', async () => {
    const { proxy, target } = await setUp({ rate: 1, faults: ['5xx'] });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => (await fetch(`${proxy.url}/api/v1/page?n=${index}`)).status),
    );
    expect(new Set(statuses)).toEqual(new Set([500, 502, 503]));
    expect(target.hits('/api/v1/page')).toBe(0);
    expect(proxy.stats().injected['5xx']).toBe(12);
  });

  it('resets the connection before answering', async () => {
    const { proxy } = await setUp({ rate: 1, faults: ['reset'] });
    await expect(fetch(`${proxy.url}/api/v1/page`)).rejects.toThrow(/fetch failed/);
  });

  it('resets the connection in the middle of the body', async () => {
    const { proxy } = await setUp({ rate: 1, faults: ['reset-mid-body'] });
    const response = await fetch(`${proxy.url}/api/v1/page`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('hangs until the client gives up', async () => {
    const { proxy } = await setUp({ rate: 1, faults: ['hang'] });
    const error: unknown = await fetch(`${proxy.url}/api/v1/page`, { signal: AbortSignal.timeout(150) }).catch(
      (failure: unknown) => failure,
    );
    // The client's own time limit ended it: no answer and no reset came from the proxy.
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(proxy.stats()).toMatchObject({ requests: 1, forwarded: 0, injected: { hang: 1 } });
  });

  it('cuts a JSON body short with consistent framing; an image is reset mid-body instead', async () => {
    const { proxy } = await setUp({ rate: 1, faults: ['truncated-json'] });
    const response = await fetch(`${proxy.url}/api/v1/page`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(text.length);
    expect(JSON.stringify(page).startsWith(text)).toBe(true);
    expect(text.length).toBeLessThan(JSON.stringify(page).length);
    expect(() => JSON.parse(text) as unknown).toThrow();
    const media = await fetch(`${proxy.url}/media/a.jpg`);
    await expect(media.arrayBuffer()).rejects.toThrow();
  });

  it('leaves other paths alone, whatever the rate', async () => {
    const { proxy } = await setUp({ rate: 1 });
    expect(await (await fetch(`${proxy.url}/robots.txt`)).text()).toBe('User-agent: *');
  });

  it('fails the share it is set to, the same requests for the same seed whatever their order; the rate changes at run time', async () => {
    const run = async (seed: number, order: 'up' | 'down', rate: number) => {
      const { proxy } = await setUp({ seed, rate: 0, faults: ['5xx'] });
      proxy.setRate(rate);
      const indexes = Array.from({ length: 200 }, (_, index) => index);
      if (order === 'down') indexes.reverse();
      const failed = new Set<number>();
      for (const index of indexes)
        if ((await fetch(`${proxy.url}/api/v1/page?n=${index}`)).status >= 500) failed.add(index);
      return failed;
    };
    const first = await run(7, 'up', 0.2);
    expect(first.size).toBeGreaterThan(20);
    expect(first.size).toBeLessThan(60);
    expect([...(await run(7, 'down', 0.2))].sort((a, b) => a - b)).toEqual([...first].sort((a, b) => a - b));
    expect(await run(8, 'up', 0.2)).not.toEqual(first);
    expect((await run(7, 'up', 0)).size).toBe(0);
  });

  it('asks again after reset() and sees the same faults; failAlways fails one path every time', async () => {
    const { proxy } = await setUp({ rate: 0.5, faults: ['5xx'] });
    const statuses = async () =>
      Promise.all(
        Array.from({ length: 20 }, async (_, index) => (await fetch(`${proxy.url}/api/v1/page?n=${index}`)).status),
      );
    const first = await statuses();
    proxy.reset();
    expect(await statuses()).toEqual(first);
    proxy.setRate(0);
    proxy.failAlways('/api/v1/page');
    expect((await statuses()).every((status) => status >= 500)).toBe(true);
    expect((await fetch(`${proxy.url}/media/a.jpg`)).status).toBe(200);
    proxy.failAlways(null);
    expect((await statuses()).every((status) => status === 200)).toBe(true);
    expect(() => proxy.setRate(2)).toThrow(/between 0 and 1/);
  });
});
