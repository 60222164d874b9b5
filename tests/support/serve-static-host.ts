/**
 * `node tests/support/serve-static-host.ts DIR --port N [--host H] [--proxy-origin URL]`: serves a
 * built site's `client/` folder the way a Netlify-style static host would (static-host.ts), for the
 * end-to-end tests of the generated host files.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticHost } from './static-host.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { port: { type: 'string' }, host: { type: 'string' }, 'proxy-origin': { type: 'string' } },
  allowPositionals: true,
});
const dir = path.resolve(positionals[0] ?? 'dist');
const host = await startStaticHost({
  clientDir: path.join(dir, 'client'),
  port: Number(values.port ?? 4396),
  host: values.host ?? 'localhost',
  ...(values['proxy-origin'] ? { proxyOrigin: values['proxy-origin'] } : {}),
});
console.log(`static host (Netlify-style rules) for ${dir} at ${host.url}`);
