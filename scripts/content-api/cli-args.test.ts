import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { DEFAULT_MEDIA_STORE, parseCliArgs, UsageError } from './cli-args.ts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('parseCliArgs', () => {
  it('reads the preview token lifetime and the webhook (url and secret together)', () => {
    expect(parseCliArgs(['--preview-token-ttl', '60']).previewTokenTtl).toBe(60);
    expect(parseCliArgs(['--webhook-url', 'http://127.0.0.1:9000/hook', '--webhook-secret', SECRET]).webhook).toEqual({
      url: 'http://127.0.0.1:9000/hook',
      secret: SECRET,
    });
  });

  it('keeps rendered images in the project by default', () => {
    expect(DEFAULT_MEDIA_STORE).toBe(path.resolve(import.meta.dirname, '../../.cache/content-api-media'));
  });

  it('has the documented defaults', () => {
    expect(parseCliArgs([])).toEqual({
      port: 4400,
      host: '127.0.0.1',
      scale: 1,
      seed: 1,
      crisisBanner: true,
      hostile: false,
      db: undefined,
      mediaStore: DEFAULT_MEDIA_STORE,
      previewTokenTtl: 3600,
      webhook: null,
      help: false,
    });
  });

  it('reads every option', () => {
    expect(
      parseCliArgs([
        '--port',
        '0',
        '--host',
        '0.0.0.0',
        '--scale',
        '2.5',
        '--seed',
        '42',
        '--crisis-banner',
        'off',
        '--hostile',
        '--db',
        'x.db',
        '--media-store',
        'renditions',
      ]),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      scale: 2.5,
      seed: 42,
      crisisBanner: false,
      hostile: true,
      db: 'x.db',
      mediaStore: path.resolve('renditions'),
      previewTokenTtl: 3600,
      webhook: null,
      help: false,
    });
    expect(parseCliArgs(['--port=5000']).port).toBe(5000);
    expect(parseCliArgs(['--media-store', 'off']).mediaStore).toBeNull();
  });

  for (const args of [
    ['--port', 'abc'],
    ['--port', '70000'],
    ['--port', '-1'],
    ['--port', ''],
    ['--scale', '0'],
    ['--scale', '-2'],
    ['--scale', 'x'],
    ['--seed', '1.5'],
    ['--crisis-banner', 'yes'],
    ['--media-store', ''],
    ['--unknown'],
    ['positional'],
    ['--port'],
    ['--preview-token-ttl', '0'],
    ['--preview-token-ttl', '-5'],
    ['--preview-token-ttl', '1.5'],
    ['--preview-token-ttl', 'x'],
    ['--webhook-url', 'http://127.0.0.1:9000/hook'],
    ['--webhook-secret', SECRET],
    ['--webhook-url', 'not a url', '--webhook-secret', SECRET],
    ['--webhook-url', 'ftp://example.org/hook', '--webhook-secret', SECRET],
    ['--webhook-url', 'http://127.0.0.1:9000/hook', '--webhook-secret', 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
  ]) {
    it(`rejects ${args.join(' ')}`, () => {
      expect(() => parseCliArgs(args)).toThrow(UsageError);
    });
  }
});
