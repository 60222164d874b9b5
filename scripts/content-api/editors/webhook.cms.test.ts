import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deliverWebhook,
  webhookMessageId,
  webhookTarget,
  WebhookConfigError,
  type PagePublishedEvent,
} from './webhook.ts';
import { signatureHeaders, startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.ts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const EVENT: PagePublishedEvent = {
  type: 'page.published',
  timestamp: '2026-11-15T09:00:00.000Z',
  data: { route: '/nieuws/a', slug: 'a', language: 'nl', title: 'A' },
};
const FAST = { minDelayMs: 10 };

let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await receiver?.stop();
  receiver = undefined;
});

describe('deliverWebhook', () => {
  it('POSTs the event as JSON, signed the Standard Webhooks way', async () => {
    receiver = await startWebhookReceiver();
    expect(await deliverWebhook({ url: receiver.url, secret: SECRET }, EVENT, FAST)).toEqual({ status: 200 });
    const [message] = receiver.received;
    if (!message) throw new Error('nothing received');
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    expect(Number(message.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
    expect(new Webhook(SECRET).verify(message.body, signatureHeaders(message.headers))).toEqual(EVENT);
    expect(() =>
      new Webhook('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').verify(message.body, signatureHeaders(message.headers)),
    ).toThrow();
  });

  it('retries after a 5xx with the same message id and reports the final status', async () => {
    receiver = await startWebhookReceiver([500, 503]);
    expect(await deliverWebhook({ url: receiver.url, secret: SECRET }, EVENT, FAST)).toEqual({ status: 200 });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((message) => message.headers['webhook-id'])).size).toBe(1);
    for (const message of receiver.received)
      expect(() => new Webhook(SECRET).verify(message.body, signatureHeaders(message.headers))).not.toThrow();
  });

  it("retries 408 and 429 too: the same transient failures as the site's own calls", async () => {
    receiver = await startWebhookReceiver([429, 408]);
    expect(await deliverWebhook({ url: receiver.url, secret: SECRET }, EVENT, FAST)).toEqual({ status: 200 });
    expect(receiver.received).toHaveLength(3);
  });

  it('gives up after the attempts and does not retry a 4xx', async () => {
    receiver = await startWebhookReceiver([500, 500, 500, 500]);
    expect(await deliverWebhook({ url: receiver.url, secret: SECRET }, EVENT, { ...FAST, attempts: 3 })).toEqual({
      status: 500,
    });
    expect(receiver.received).toHaveLength(3);
    await receiver.stop();
    receiver = await startWebhookReceiver([404]);
    expect(await deliverWebhook({ url: receiver.url, secret: SECRET }, EVENT, FAST)).toEqual({ status: 404 });
    expect(receiver.received).toHaveLength(1);
  });

  it('reports a connection error after retrying', async () => {
    receiver = await startWebhookReceiver();
    const url = receiver.url;
    await receiver.stop();
    receiver = undefined;
    const delivery = await deliverWebhook({ url, secret: SECRET }, EVENT, FAST);
    expect(delivery).toEqual({ error: expect.stringContaining(url) });
  });
});

describe('webhookTarget', () => {
  it('accepts an http(s) url with a whsec_ secret, refuses anything else', () => {
    expect(webhookTarget('https://example.org/hook', SECRET)).toEqual({
      url: 'https://example.org/hook',
      secret: SECRET,
    });
    for (const [url, secret] of [
      ['https://example.org/hook', 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
      ['https://example.org/hook', undefined],
      ['example.org/hook', SECRET],
      [42, SECRET],
    ] as const) {
      expect(() => webhookTarget(url, secret)).toThrow(WebhookConfigError);
    }
  });

  it('makes unique message ids', () => {
    expect(webhookMessageId()).not.toBe(webhookMessageId());
  });
});
