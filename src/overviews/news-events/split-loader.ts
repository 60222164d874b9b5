import { splitList, type ListFileLoader } from '#src/overviews/news-events/news-events-split.ts';
import type { ListItem } from '#src/overviews/news-events/news-events.ts';

/**
 * A loader over a list's split files in memory, as the browser gets them (through JSON text); it records each file
 * asked for.
 */
export function splitLoader(items: readonly ListItem[], asked: string[] = []): ListFileLoader {
  const files = splitList(items, 'v1');
  return async (file) => {
    asked.push(file);
    const json = files.get(file);
    if (json === undefined) throw new Error(`no file ${file}`);
    return JSON.parse(JSON.stringify(json)) as unknown;
  };
}
