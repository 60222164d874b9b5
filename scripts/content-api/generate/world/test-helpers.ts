/** Shared helpers for the world tests: generated worlds (memoised per test file) and content parsing. */
import type { World } from '../../world/types.ts';
import { generateWorld } from './index.ts';

const worlds = new Map<string, World>();

/** A world for the options, generated once per test file. */
export function world(scale = 0.05, seed = 1, crisisBanner = true): World {
  const key = `${scale}:${seed}:${crisisBanner}`;
  let found = worlds.get(key);
  if (!found) {
    found = generateWorld({ scale, seed, crisisBanner });
    worlds.set(key, found);
  }
  return found;
}

export type ParsedBlock = { kind: string; id: string; json: string; value: unknown; valid: boolean };

const BLOCK =
  /<section data-block-type="([^"]+)" data-block-id="([^"]+)"><script type="application\/json">([\s\S]*?)<\/script><\/section>/g;

export function blocksOf(content: string | null): ParsedBlock[] {
  if (!content) return [];
  return [...content.matchAll(BLOCK)].map((match) => {
    const json = match[3] ?? '';
    try {
      return { kind: match[1] ?? '', id: match[2] ?? '', json, value: JSON.parse(json) as unknown, valid: true };
    } catch {
      return { kind: match[1] ?? '', id: match[2] ?? '', json, value: undefined, valid: false };
    }
  });
}

/** The rich text of a page: its Content without the block elements. */
export function richTextOf(content: string | null): string {
  return (content ?? '').replace(BLOCK, '');
}

export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\bhref="([^"]*)"/g)].map((match) => match[1] ?? '');
}

export function srcsOf(html: string): string[] {
  return [...html.matchAll(/\bsrc="([^"]*)"/g)].map((match) => match[1] ?? '');
}

/** Every string under a key named `url`, `Url` or `videoUrl`, and every href inside HTML strings, in a block value. */
export function valueLinks(value: unknown): { links: string[]; images: string[] } {
  const links: string[] = [];
  const images: string[] = [];
  const walk = (node: unknown, key: string | null): void => {
    if (typeof node === 'string') {
      if (key === 'url') (node.startsWith('/media/') ? images : links).push(node);
      else if (node.includes('<')) {
        links.push(...hrefsOf(node));
        images.push(...srcsOf(node));
      }
      return;
    }
    if (Array.isArray(node)) node.forEach((item) => walk(item, null));
    else if (node && typeof node === 'object')
      for (const [childKey, child] of Object.entries(node)) walk(child, childKey);
  };
  walk(value, null);
  return { links, images };
}
