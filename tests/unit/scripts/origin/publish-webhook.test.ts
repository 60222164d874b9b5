import { describe, expect, it } from 'vitest';
import { signedWebhookHeaders } from '@ziekenhuis/content-api/editors/webhook';
import { createPublishWebhook, isWebhookSecret, publishedPage } from '../../../../scripts/origin/publish-webhook.ts';

const SECRET = `whsec_${Buffer.from('a publish secret of 32 bytes!!!!').toString('base64')}`;
const BODY = JSON.stringify({
  type: 'page.published',
  timestamp: '2026-11-23T21:00:00.000Z',
  data: { route: '/nieuws/x' },
});

/** A delivery signed the way the CMS signs it. */
function signed(
  id: string,
  at: Date = new Date(),
  body: string = BODY,
  secret: string = SECRET,
): Record<string, string> {
  return signedWebhookHeaders(secret, id, body, at);
}

describe('the publish webhook check (Standard Webhooks)', () => {
  it('accepts a good delivery once; the same id again is a duplicate, not a second build', () => {
    const webhook = createPublishWebhook(SECRET);
    expect(webhook.check(signed('msg_1'), BODY)).toEqual({ kind: 'accepted', id: 'msg_1' });
    expect(webhook.check(signed('msg_1'), BODY)).toEqual({ kind: 'duplicate', id: 'msg_1' });
    expect(webhook.check(signed('msg_2'), BODY)).toEqual({ kind: 'accepted', id: 'msg_2' });
  });

  it('refuses a delivery without a signature', () => {
    const webhook = createPublishWebhook(SECRET);
    expect(
      webhook.check({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) }, BODY),
    ).toMatchObject({ kind: 'refused', status: 401 });
    expect(webhook.check({}, BODY)).toMatchObject({ kind: 'refused', status: 401 });
  });

  it('refuses a signature made with another secret, over another body or for another id', () => {
    const webhook = createPublishWebhook(SECRET);
    const other = `whsec_${Buffer.from('another secret of thirty-two b!!').toString('base64')}`;
    expect(webhook.check(signed('msg_1', new Date(), BODY, other), BODY)).toMatchObject({
      kind: 'refused',
      status: 401,
    });
    expect(webhook.check(signed('msg_1'), BODY.replace('/nieuws/x', '/nieuws/y'))).toMatchObject({
      kind: 'refused',
      status: 401,
    });
    expect(webhook.check({ ...signed('msg_1'), 'webhook-id': 'msg_9' }, BODY)).toMatchObject({
      kind: 'refused',
      status: 401,
    });
    // A refused delivery does not use up its id.
    expect(webhook.check(signed('msg_1'), BODY)).toMatchObject({ kind: 'accepted' });
  });

  it('refuses a timestamp more than 5 minutes off, either way', () => {
    const webhook = createPublishWebhook(SECRET);
    expect(webhook.check(signed('msg_old', new Date(Date.now() - 6 * 60_000)), BODY)).toMatchObject({
      kind: 'refused',
      status: 401,
    });
    expect(webhook.check(signed('msg_new', new Date(Date.now() + 6 * 60_000)), BODY)).toMatchObject({
      kind: 'refused',
      status: 401,
    });
    expect(webhook.check(signed('msg_recent', new Date(Date.now() - 4 * 60_000)), BODY)).toMatchObject({
      kind: 'accepted',
    });
  });

  it('refuses a well-signed body that is not JSON with 400', () => {
    const webhook = createPublishWebhook(SECRET);
    expect(webhook.check(signed('msg_1', new Date(), 'not json'), 'not json')).toMatchObject({
      kind: 'refused',
      status: 400,
    });
  });

  it('forgets an id ten minutes after it was seen (by then its own timestamp is refused as stale)', () => {
    let now = Date.now();
    const webhook = createPublishWebhook(SECRET, () => now);
    expect(webhook.check(signed('msg_1'), BODY).kind).toBe('accepted');
    now += 11 * 60_000;
    webhook.check(signed('msg_2'), BODY);
    expect(webhook.check(signed('msg_1'), BODY).kind).toBe('accepted');
  });

  it('wants a whsec_ secret of at least 16 bytes', () => {
    expect(isWebhookSecret(SECRET)).toBe(true);
    expect(isWebhookSecret('geheim')).toBe(false);
    expect(isWebhookSecret(`whsec_${Buffer.from('short').toString('base64')}`)).toBe(false);
    expect(() => createPublishWebhook('geheim')).toThrow(/whsec_/);
  });
});

describe('the page a publish webhook names', () => {
  it('reads data.route and data.modified', () => {
    expect(
      publishedPage(JSON.stringify({ data: { route: '/nieuws/x', modified: '2026-11-26T10:00:00.000Z' } })),
    ).toEqual({ route: '/nieuws/x', modified: '2026-11-26T10:00:00.000Z' });
  });

  it('takes what is missing or malformed as not named', () => {
    expect(publishedPage(BODY)).toEqual({ route: '/nieuws/x', modified: null });
    expect(publishedPage(JSON.stringify({ data: { route: 'x', modified: 'gisteren' } }))).toEqual({
      route: null,
      modified: null,
    });
    expect(publishedPage('not json')).toEqual({ route: null, modified: null });
  });
});
