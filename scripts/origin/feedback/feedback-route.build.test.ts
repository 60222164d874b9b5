/**
 * POST /api/feedback on the site server (as `npm run serve` and `node scripts/serve.ts dist` run it) against a small
 * built site folder: answers land in the SQLite file, bad ones are refused in the visitor's language, the 31st post
 * of a minute gets 429, and nothing of the client's address is stored.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSite, startSiteServer, type RunningSiteServer } from '../site-server.ts';
import { openFeedbackStore } from './feedback-store.ts';

let dir: string;
let dbFile: string;
let server: RunningSiteServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'feedback-route-'));
  for (const page of ['route', 'en/route'])
    await mkdir(path.join(dir, 'site', 'client', page), { recursive: true }).then(() =>
      writeFile(path.join(dir, 'site', 'client', page, 'index.html'), '<!doctype html><title>page</title>'),
    );
  dbFile = path.join(dir, 'data', 'feedback.sqlite');
  server = await startSiteServer({
    site: fixedSite(path.join(dir, 'site')),
    port: 0,
    host: '127.0.0.1',
    feedback: { dbFile, siteOrigins: ['https://www.example.nl'] },
  });
});

afterAll(async () => {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
});

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

function stored() {
  const store = openFeedbackStore(dbFile);
  try {
    return store.all();
  } finally {
    store.close();
  }
}

describe('POST /api/feedback', () => {
  it('stores a "no" with its text and sends the visitor back to the page’s thank-you note', async () => {
    const answer = await post(
      { path: '/route', useful: 'no', problem: 'Waar parkeer ik?' },
      { origin: 'https://www.example.nl', 'sec-fetch-site': 'same-origin' },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/route?feedback=thanks#feedback-thanks');
    expect(stored()).toEqual([
      { path: '/route', useful: 'no', problem: 'Waar parkeer ik?', receivedAt: expect.stringMatching(/^\d{4}-/) },
    ]);
  });

  it('answers the form’s script with JSON', async () => {
    const answer = await post({ path: '/en/route', useful: 'yes' }, { accept: 'application/json' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
  });

  it('stores nothing that names the client', async () => {
    const raw = await readFile(dbFile);
    expect(raw.includes(Buffer.from('127.0.0.1'))).toBe(false);
  });

  it('refuses bad fields with a page in the visitor’s language', async () => {
    const before = stored().length;
    const tooLong = await post({ path: '/en/route', useful: 'no', problem: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    const page = await tooLong.text();
    expect(page).toContain('lang="en-GB"');
    expect(page).toContain('at most 500 characters');
    const badUseful = await post({ path: '/route', useful: 'misschien' });
    expect(badUseful.status).toBe(400);
    expect(await badUseful.text()).toContain('lang="nl-NL"');
    expect((await post({ path: '//evil.example/', useful: 'yes' })).status).toBe(400);
    expect((await post({ path: '/no-such-page', useful: 'yes' })).status).toBe(400);
    expect(stored()).toHaveLength(before);
  });

  it('refuses a post from another site and any method but POST', async () => {
    expect((await post({ path: '/route', useful: 'yes' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ path: '/route', useful: 'yes' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await fetch(`${server.url}/api/feedback`)).status).toBe(405);
  });

  it('gives the 31st post of a minute from one client 429', async () => {
    // The posts before this test count too: the client's minute started with them.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await post({ path: '/route', useful: 'yes' })).status);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
    const accepted = statuses.filter((status) => status === 303).length;
    expect(stored().filter((answer) => answer.useful === 'yes' && answer.path === '/route')).toHaveLength(accepted);
  });
});
