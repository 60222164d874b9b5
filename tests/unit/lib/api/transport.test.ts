import { describe, expect, it } from 'vitest';
import { ContentConnectionError, ContentResponseError } from '#src/lib/api/errors.ts';
import { CallFailedError, createTransport, type TransportOptions } from '#src/lib/api/transport.ts';

type Seen = { url: string; method: string; headers: Record<string, string>; body: string | null };

/** Makes one answer each time it is asked (a body can be read or let go once). */
type Answer = (seen: Seen, signal: AbortSignal | null | undefined) => Response | Promise<Response>;

/** A fetch that answers with `answers` in turn, the last one again and again, and records what it was asked. */
function fakeFetch(...answers: Answer[]) {
  const seen: Seen[] = [];
  const doFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? init.body : null,
    };
    seen.push(request);
    const next = answers[Math.min(seen.length, answers.length) - 1];
    if (!next) throw new Error('no answer left');
    return next(request, init?.signal);
  }) as typeof fetch;
  return { doFetch, seen };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function transport(doFetch: typeof fetch, options: Partial<TransportOptions> = {}) {
  return createTransport({
    baseUrl: 'http://cms.test/',
    retry: { maxRetries: 2, retryIntervalMs: 0 },
    fetch: doFetch,
    ...options,
  });
}

describe('the content transport', () => {
  it('GETs /api/v1/{endpoint} as JSON and hands back the parsed body, its text and its validators', async () => {
    const { doFetch, seen } = fakeFetch(
      json(200, { Title: 'Colofon' }, { etag: '"v1"', 'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT' }),
    );
    const answer = await transport(doFetch).send({ endpoint: '/footer' });
    expect(answer).toEqual({
      kind: 'answered',
      json: { Title: 'Colofon' },
      text: '{"Title":"Colofon"}',
      validators: { etag: '"v1"', lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT' },
    });
    expect(seen).toEqual([
      { url: 'http://cms.test/api/v1/footer', method: 'GET', headers: { accept: 'application/json' }, body: null },
    ]);
  });

  it('POSTs a JSON body', async () => {
    const { doFetch, seen } = fakeFetch(json(200, []));
    await transport(doFetch).send({ endpoint: 'search', body: '{"q":"hart"}' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"q":"hart"}',
    });
  });

  it('asks "has this changed?" with the validators it is given; 304 is "not modified"', async () => {
    const { doFetch, seen } = fakeFetch(() => new Response(null, { status: 304 }));
    const answer = await transport(doFetch).send({
      endpoint: 'footer',
      validators: { etag: '"v1"', lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT' },
    });
    expect(answer).toEqual({ kind: 'not-modified' });
    expect(seen[0]?.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT',
    });
  });

  it('a 4xx is an answer, not retried; 304 without validators is one too', async () => {
    const { doFetch, seen } = fakeFetch(json(404, {}), () => new Response(null, { status: 304 }));
    const client = transport(doFetch);
    const missing = await client.send({ endpoint: 'pages/missing' });
    expect(missing).toMatchObject({ kind: 'failed', error: { status: 404 } });
    if (missing.kind === 'failed') expect(missing.error).toBeInstanceOf(ContentResponseError);
    expect(await client.send({ endpoint: 'footer' })).toMatchObject({ kind: 'failed', error: { status: 304 } });
    expect(seen).toHaveLength(2);
    expect(client.stats()).toEqual({ requests: 2, retries: 0 });
  });

  it('retries transient failures under the policy (5xx, 429, no answer, a body cut short) and counts them', async () => {
    const { doFetch, seen } = fakeFetch(
      json(503, {}),
      json(429, {}, { 'retry-after': '0' }),
      () => Promise.reject(new TypeError('fetch failed')),
      () => new Response('{"Title":"Co', { status: 200 }),
      json(200, { Title: 'Colofon' }),
    );
    const notices: string[] = [];
    const client = transport(doFetch, {
      retry: { maxRetries: 4, retryIntervalMs: 0 },
      onRetry: (endpoint, notice) => notices.push(`${endpoint}: ${notice.failure.message}`),
    });
    expect(await client.send({ endpoint: 'footer' })).toMatchObject({ kind: 'answered', json: { Title: 'Colofon' } });
    expect(seen).toHaveLength(5);
    expect(notices).toEqual([
      'footer: answered 503',
      'footer: answered 429',
      'footer: no answer: fetch failed',
      'footer: answered 200 with a body that is not valid JSON (12 characters; cut short?)',
    ]);
    expect(client.stats()).toEqual({ requests: 5, retries: 4 });
  });

  it('a status that stays transient fails the call with that status', async () => {
    const { doFetch, seen } = fakeFetch(json(502, {}));
    const sent = transport(doFetch).send({ endpoint: 'flaky' });
    await expect(sent).rejects.toThrow(CallFailedError);
    await expect(sent).rejects.toThrow('GET flaky failed after 3 attempt(s) (answered 502)');
    await expect(sent).rejects.toMatchObject({ error: { status: 502 } });
    expect(seen).toHaveLength(3);
  });

  it('a connection that stays lost fails the call as a connection error (500)', async () => {
    const { doFetch } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const failed = await transport(doFetch)
      .send({ endpoint: 'navigation/nl', body: '{}' })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CallFailedError);
    if (!(failed instanceof CallFailedError)) return;
    expect(failed.message).toBe('POST navigation/nl failed after 3 attempt(s) (no answer: fetch failed)');
    expect(failed.error).toBeInstanceOf(ContentConnectionError);
    expect(failed.error.status).toBe(500);
  });

  it('cuts off an answer that takes longer than the time limit and tries again', async () => {
    const { doFetch, seen } = fakeFetch(
      // Never answers; only the time limit's signal ends the wait.
      (_seen, signal) =>
        new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
      json(200, { Title: 'Traag' }),
    );
    const notices: string[] = [];
    const client = transport(doFetch, { timeoutMs: 20, onRetry: (_e, notice) => notices.push(notice.failure.message) });
    expect(await client.send({ endpoint: 'slow' })).toMatchObject({ kind: 'answered' });
    expect(seen).toHaveLength(2);
    expect(notices).toEqual(['no answer: timed out']);
  });

  it('never has more requests under way than the concurrency allows', async () => {
    let inFlight = 0;
    let most = 0;
    const doFetch = (async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const client = transport(doFetch, { concurrency: 3 });
    await Promise.all(Array.from({ length: 12 }, (_, index) => client.send({ endpoint: `item/${index}` })));
    expect(most).toBe(3);
  });

  it('once its signal is aborted, a call under way fails without being tried again, and a later one is not sent', async () => {
    // Never answers: only the request's own signal ends it.
    const hanging: Answer = (_seen, signal) =>
      new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    const { doFetch, seen } = fakeFetch(hanging);
    const answered = new AbortController();
    const client = transport(doFetch, { signal: answered.signal, timeoutMs: 60_000 });
    const underWay = client.send({ endpoint: '/navigation/nl' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    answered.abort(new Error('the page was answered without it'));
    const failed = await underWay.catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CallFailedError);
    expect((failed as CallFailedError).message).toMatch(/navigation\/nl failed after 1 attempt\(s\)/);
    expect(seen).toHaveLength(1);
    await expect(client.send({ endpoint: '/footer' })).rejects.toThrow(CallFailedError);
    expect(seen.map((request) => request.url)).not.toContain('http://cms.test/api/v1/footer');
  });
});
