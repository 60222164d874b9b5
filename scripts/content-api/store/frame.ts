import type { DatabaseSync } from 'node:sqlite';
import type { NavigationEntry } from '@ziekenhuis/site-for-content-api';
import type { Language, World } from '../world/types.ts';

function storeMenu(db: DatabaseSync, language: Language, entries: readonly NavigationEntry[]): void {
  const insert = db.prepare(
    `INSERT INTO navigation_items (language, parent_id, position, title, internal_link, external_url)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const add = (entry: NavigationEntry, parentId: number | null, position: number): void => {
    const item = entry.NavigationItem;
    const { lastInsertRowid } = insert.run(
      language,
      parentId,
      position,
      item.Title,
      item.InternalLink,
      item.ExternalLink?.Url ?? null,
    );
    entry.Children.forEach((child, index) => add(child, Number(lastInsertRowid), index + 1));
  };
  entries.forEach((entry, index) => add(entry, null, index + 1));
}

/** The calls every page makes: menus, footer links, crisis banner and UI strings. */
export function storeFrame(db: DatabaseSync, world: World): void {
  storeMenu(db, 'nl', world.navigation.nl);
  storeMenu(db, 'en', world.navigation.en);
  const footer = db.prepare(
    'INSERT INTO footer_links (title, url, content_type, column_name, order_in_column) VALUES (?, ?, ?, ?, ?)',
  );
  for (const link of world.footer)
    footer.run(link.Title, link.Link.Url, link.Link.ContentType, link.Column, link.OrderInColumn);
  db.prepare('INSERT INTO crisis_banner (id, content) VALUES (1, ?)').run(world.crisisBanner);
  const translations = db.prepare('INSERT INTO translations (language, tree) VALUES (?, ?)');
  for (const language of ['nl', 'en'] as const)
    translations.run(language, JSON.stringify(world.translations[language]));
}
