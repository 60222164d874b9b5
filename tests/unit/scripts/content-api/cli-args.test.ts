import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from '../../../../scripts/content-api/cli-args.ts';

describe('parseCliArgs', () => {
  it('has the documented defaults', () => {
    expect(parseCliArgs([])).toEqual({ port: 4400, host: '127.0.0.1', scale: 1, seed: 1, crisisBanner: true, db: undefined, help: false });
  });

  it('reads every option', () => {
    expect(parseCliArgs(['--port', '0', '--host', '0.0.0.0', '--scale', '2.5', '--seed', '42', '--crisis-banner', 'off', '--db', 'x.db'])).toEqual({
      port: 0,
      host: '0.0.0.0',
      scale: 2.5,
      seed: 42,
      crisisBanner: false,
      db: 'x.db',
      help: false,
    });
    expect(parseCliArgs(['--port=5000']).port).toBe(5000);
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
    ['--unknown'],
    ['positional'],
    ['--port'],
  ]) {
    it(`rejects ${args.join(' ')}`, () => {
      expect(() => parseCliArgs(args)).toThrow(UsageError);
    });
  }
});
