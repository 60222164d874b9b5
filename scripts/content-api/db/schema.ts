/**
 * The SQLite tables of the embedded content API. One table per entity; the API handlers read them
 * and shape the JSON of the contract (src/lib/api/schemas). Later issues add their tables here.
 */
export const SCHEMA_SQL = `
CREATE TABLE dataset_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Every image the dataset refers to, with the size of its original.
CREATE TABLE images (
  path   TEXT PRIMARY KEY,            -- '/media/home/hero-ingang.jpg'
  base   TEXT NOT NULL UNIQUE,        -- the path without extension: '/media/home/hero-ingang'
  ext    TEXT NOT NULL,               -- 'jpg'
  format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
  width  INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0)
);

-- Main menu per language: top items have parent_id NULL; children point at their top item.
CREATE TABLE navigation_items (
  id            INTEGER PRIMARY KEY,
  language      TEXT NOT NULL CHECK (language IN ('nl', 'en')),
  parent_id     INTEGER REFERENCES navigation_items(id),
  position      INTEGER NOT NULL,
  title         TEXT NOT NULL,
  internal_link TEXT,
  external_url  TEXT,
  CHECK (internal_link IS NULL OR external_url IS NULL),
  UNIQUE (language, parent_id, position)
);

-- Footer quick links; id is the order in which the API returns them (deliberately not sorted).
CREATE TABLE footer_links (
  id              INTEGER PRIMARY KEY,
  title           TEXT NOT NULL,
  url             TEXT NOT NULL,
  content_type    TEXT,
  column_name     TEXT NOT NULL CHECK (column_name IN ('Column 1', 'Column 2', 'Column 3')),
  order_in_column INTEGER NOT NULL CHECK (order_in_column >= 1),
  UNIQUE (column_name, order_in_column)
);

-- A single row; content NULL means no banner.
CREATE TABLE crisis_banner (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  content TEXT
);

-- CMS overlay of the bundled UI strings: dotted i18next keys such as 'home.sellingPoints.1'.
CREATE TABLE translations (
  language TEXT NOT NULL CHECK (language IN ('nl', 'en')),
  key      TEXT NOT NULL,
  value    TEXT NOT NULL,
  PRIMARY KEY (language, key)
);

-- Every page of spec 3, whatever its content type. Type-specific data lives in side tables.
CREATE TABLE pages (
  id                 INTEGER PRIMARY KEY,
  language           TEXT NOT NULL CHECK (language IN ('nl', 'en')),
  content_type       TEXT NOT NULL,
  title              TEXT NOT NULL,
  url                TEXT,
  path               TEXT,
  parent_id          INTEGER REFERENCES pages(id),
  sharepoint_id      INTEGER,
  meta_title         TEXT,
  header_title       TEXT,
  header_description TEXT,
  header_image_url   TEXT REFERENCES images(path),
  header_image_title TEXT,
  header_link_title  TEXT,
  header_link_url    TEXT,
  teaser_description TEXT,
  content            TEXT,
  CHECK ((header_image_url IS NULL) = (header_image_title IS NULL)),
  CHECK ((header_link_url IS NULL) = (header_link_title IS NULL))
);
CREATE INDEX pages_by_type ON pages (content_type, language);
CREATE INDEX pages_by_path ON pages (path);

-- The six quick tasks of a home page.
CREATE TABLE page_top_tasks (
  page_id  INTEGER NOT NULL REFERENCES pages(id),
  position INTEGER NOT NULL,
  title    TEXT NOT NULL,
  url      TEXT NOT NULL,
  icon     TEXT NOT NULL,
  PRIMARY KEY (page_id, position)
);
`;
