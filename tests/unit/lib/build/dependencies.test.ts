import { describe, expect, it } from 'vitest';
import {
  createDependencyRecorder,
  outputFileOf,
  routeOfPath,
  type DependencyLine,
} from '#src/lib/build/dependencies.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the dependency recorder', () => {
  it('charges each page with its own calls and routes, and a shared scope to every page that uses it', async () => {
    const lines: DependencyLine[] = [];
    const recorder = createDependencyRecorder((line) => lines.push(line));
    let shared: Promise<string> | undefined;
    const once = () => {
      shared ??= recorder.named('once menu', async () => {
        recorder.call('GET navigation', Promise.resolve({ items: 1 }));
        await tick();
        recorder.route('/contact');
        return 'menu';
      });
      return shared.then((value) => {
        recorder.use('once menu');
        return value;
      });
    };
    await Promise.all([
      recorder.page('a/index.html', async () => {
        await once();
        recorder.call('GET page-a', Promise.resolve('a'));
      }),
      recorder.page('b/index.html', async () => {
        await tick();
        await once();
        recorder.route('/b-link');
      }),
    ]);
    await tick();
    const files = lines.filter((line) => 'file' in line);
    expect(files).toEqual([
      { file: 'a/index.html', calls: ['GET page-a'], routes: [], uses: ['once menu'] },
      { file: 'b/index.html', calls: [], routes: ['/b-link'], uses: ['once menu'] },
    ]);
    expect(lines).toContainEqual({ scope: 'once menu', calls: ['GET navigation'], routes: ['/contact'], uses: [] });
    expect(lines.filter((line) => 'scope' in line)).toHaveLength(1);
    expect(lines.filter((line) => 'call' in line).map((line) => 'call' in line && line.call)).toEqual([
      'GET navigation',
      'GET page-a',
    ]);
  });

  it('charges nothing outside a page (the crawl), and hashes a call once', async () => {
    const lines: DependencyLine[] = [];
    const recorder = createDependencyRecorder((line) => lines.push(line));
    recorder.call('GET home', Promise.resolve(1));
    recorder.call('GET home', Promise.resolve(2));
    recorder.route('/x');
    await recorder.page('x/index.html', async () => {});
    await tick();
    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual({ file: 'x/index.html', calls: [], routes: [], uses: [] });
    expect(lines).toContainEqual({ call: 'GET home', hash: expect.any(String) as string });
  });
});

describe('outputFileOf', () => {
  it('names the file a path is written to in the directory format', () => {
    expect(outputFileOf('/')).toBe('index.html');
    expect(outputFileOf('/a/b')).toBe('a/b/index.html');
    expect(outputFileOf('/a/b/')).toBe('a/b/index.html');
    expect(outputFileOf('/404')).toBe('404.html');
    expect(outputFileOf('/en/404')).toBe('en/404.html');
    expect(outputFileOf('/sitemap.xml')).toBe('sitemap.xml');
    expect(outputFileOf('/data/specialisten.json')).toBe('data/specialisten.json');
    expect(routeOfPath('/a/b/')).toBe('/a/b');
    expect(routeOfPath('/')).toBe('/');
  });
});
