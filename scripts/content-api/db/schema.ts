/**
 * The SQLite tables of the embedded content API. `storeWorld` (store/) writes a World into them;
 * the API handlers (api/) read them and answer the JSON of the contract (src/lib/contract).
 *
 * Entities are kept as JSON documents in the contract's own shapes (`doc`, `entity`, `item`...),
 * next to the indexed columns the calls look them up and filter by. Keys in `*_key` columns and in
 * `facets` are lower-cased (and for names also accent-folded, see text/fold.ts), so lookups are
 * case-insensitive without SQLite's ASCII-only lower().
 */
export const SCHEMA_SQL = `
-- scale, seed, crisisBanner, referenceDate (the "today" that splits upcoming from past events).
CREATE TABLE dataset_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Every image the dataset refers to, with the size of its original (served under /media).
CREATE TABLE images (
  path   TEXT PRIMARY KEY,            -- '/media/home/hero-ingang.jpg'
  base   TEXT NOT NULL UNIQUE,        -- the path without extension: '/media/home/hero-ingang'
  ext    TEXT NOT NULL,               -- 'jpg'
  format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
  width  INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0)
);

-- Main menu per language, any depth: top items have parent_id NULL.
CREATE TABLE navigation_items (
  id            INTEGER PRIMARY KEY,
  language      TEXT NOT NULL CHECK (language IN ('nl', 'en')),
  parent_id     INTEGER REFERENCES navigation_items(id),
  position      INTEGER NOT NULL,
  title         TEXT NOT NULL,
  internal_link TEXT,
  external_url  TEXT,
  CHECK (internal_link IS NULL OR external_url IS NULL)
);
CREATE INDEX navigation_by_language ON navigation_items (language, parent_id, position);

-- Footer quick links; id is the order in which the API returns them (deliberately not sorted).
CREATE TABLE footer_links (
  id              INTEGER PRIMARY KEY,
  title           TEXT NOT NULL,
  url             TEXT NOT NULL,
  content_type    TEXT,
  column_name     TEXT NOT NULL CHECK (column_name IN ('Column 1', 'Column 2', 'Column 3')),
  order_in_column INTEGER NOT NULL
);

-- A single row; content NULL means no banner.
CREATE TABLE crisis_banner (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  content TEXT
);

-- The CMS overlay of the UI strings: one i18next resource tree per language.
CREATE TABLE translations (
  language TEXT PRIMARY KEY CHECK (language IN ('nl', 'en')),
  tree     TEXT NOT NULL CHECK (json_valid(tree))
);

-- Every page (home pages included), whatever its content type: what the calls find, filter and
-- sort pages by. The page itself (the contract's Page) is in page_documents, so that scans over
-- pages stay small.
CREATE TABLE pages (
  id             INTEGER PRIMARY KEY,   -- order in the World: the CMS order of equal-ranked pages
  sharepoint_id  TEXT NOT NULL,         -- SharepointId as text (the CMS mixes numbers and strings)
  language       TEXT NOT NULL CHECK (language IN ('nl', 'en')),
  content_type   TEXT NOT NULL,
  slug           TEXT NOT NULL,         -- last segment of the route, lower-case ('' for a home page)
  route          TEXT NOT NULL,         -- '/afdelingen-en-centra/hartcentrum/cardiologie'
  route_key      TEXT NOT NULL,         -- route, lower-case
  parent_id      TEXT,                  -- Parent.SharepointId as text
  published      INTEGER NOT NULL CHECK (published IN (0, 1)),
  preview_token  TEXT,
  sort_title     TEXT NOT NULL,         -- folded HeaderTitle or Title, for A-Z lists
  publication_ms INTEGER,               -- PublicationDate as epoch milliseconds
  event_ms       INTEGER,               -- EventDate as epoch milliseconds
  list_ms        INTEGER,               -- PublicationDate, else EventDate: the news lists' order
  facets         TEXT NOT NULL CHECK (json_valid(facets)),  -- {"department":[...],"tags":[...],...} lower-case
  card           TEXT NOT NULL CHECK (json_valid(card))     -- the small fields list answers are made of
);
CREATE INDEX pages_by_type_slug ON pages (content_type, slug);
CREATE INDEX pages_by_route ON pages (route_key);
CREATE INDEX pages_by_parent ON pages (parent_id);
CREATE INDEX pages_by_sharepoint_id ON pages (sharepoint_id);
CREATE INDEX pages_by_list_date ON pages (content_type, published, list_ms);
CREATE INDEX pages_by_event ON pages (content_type, published, event_ms);
CREATE INDEX pages_with_preview ON pages (slug) WHERE preview_token IS NOT NULL;

-- The facets of every published page, one row per value, made from pages.facets with json_each:
-- the list filters look values up here instead of parsing every page's facets.
CREATE TABLE page_facets (
  facet   TEXT NOT NULL,     -- department, subdepartment, specialist, centrum, subcentra, tags
  value   TEXT NOT NULL,     -- lower-case
  page_id INTEGER NOT NULL REFERENCES pages(id),
  PRIMARY KEY (facet, value, page_id)
) WITHOUT ROWID;

CREATE TABLE page_documents (
  page_id INTEGER PRIMARY KEY REFERENCES pages(id),
  doc     TEXT NOT NULL CHECK (json_valid(doc))   -- the Page (a home page with its TopTasks)
);

-- Centres, sub-centres, departments and sub-departments. entity is the OrganisationEntity.
CREATE TABLE organisations (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('centrum', 'subcentrum', 'department', 'subdepartment')),
  slug            TEXT NOT NULL,
  sharepoint_id   TEXT NOT NULL,
  title           TEXT NOT NULL,
  title_key       TEXT NOT NULL,        -- lower-case title
  sort_title      TEXT NOT NULL,
  centrum_slug    TEXT,
  department_slug TEXT,
  icon            TEXT NOT NULL,
  page_id         INTEGER REFERENCES pages(id),
  route           TEXT NOT NULL,        -- its page's route (or the route spec 2.3 builds when it has no page)
  listed          INTEGER NOT NULL CHECK (listed IN (0, 1)),  -- 0 when its page is unpublished
  entity          TEXT NOT NULL CHECK (json_valid(entity)),
  UNIQUE (kind, slug)
);
CREATE INDEX organisations_by_title ON organisations (title_key);
CREATE INDEX organisations_by_centrum ON organisations (centrum_slug);
CREATE INDEX organisations_by_department ON organisations (department_slug);
CREATE INDEX organisations_by_sharepoint_id ON organisations (sharepoint_id);

-- Specialists in their list form (item); facets are the titles the random call filters by.
CREATE TABLE specialists (
  id           INTEGER PRIMARY KEY,
  slug         TEXT NOT NULL UNIQUE,
  sort_surname TEXT NOT NULL,
  sort_name    TEXT NOT NULL,
  listed       INTEGER NOT NULL CHECK (listed IN (0, 1)),
  facets       TEXT NOT NULL CHECK (json_valid(facets)),
  item         TEXT NOT NULL CHECK (json_valid(item))
);

-- Locations (details: LocationDetails) and the clinics and wards at each.
CREATE TABLE locations (
  id        INTEGER PRIMARY KEY,        -- the location's numeric id (locations/getId)
  slug      TEXT NOT NULL UNIQUE,
  title     TEXT NOT NULL,
  title_key TEXT NOT NULL,              -- folded title
  slug_key  TEXT NOT NULL,              -- folded slug
  details   TEXT NOT NULL CHECK (json_valid(details))
);
CREATE TABLE clinics (
  id          INTEGER PRIMARY KEY,
  location_id INTEGER NOT NULL REFERENCES locations(id),
  kind        TEXT NOT NULL,
  org_kind    TEXT,
  org_slug    TEXT,
  org_title   TEXT,
  org_icon    TEXT,
  clinic      TEXT NOT NULL CHECK (json_valid(clinic))
);
CREATE INDEX clinics_by_organisation ON clinics (org_kind, org_slug);
CREATE INDEX clinics_by_location ON clinics (location_id, kind);

-- Patient folders (folder: PatientFolder) with the text of their PDF.
CREATE TABLE folders (
  id            INTEGER PRIMARY KEY,
  sharepoint_id TEXT NOT NULL,
  path_key      TEXT NOT NULL UNIQUE,   -- Path, lower-case
  sort_title    TEXT NOT NULL,
  facets        TEXT NOT NULL CHECK (json_valid(facets)),
  folder        TEXT NOT NULL CHECK (json_valid(folder)),
  pdf_title     TEXT NOT NULL,
  pdf_text      TEXT NOT NULL
);

CREATE TABLE waiting_times (
  id        INTEGER PRIMARY KEY,
  kind      TEXT NOT NULL CHECK (kind IN ('Polikliniek', 'Onderzoek', 'Behandeling')),
  for_page  TEXT NOT NULL CHECK (for_page IN ('department', 'centrum')),
  title     TEXT NOT NULL,
  title_key TEXT NOT NULL,
  sort_title TEXT NOT NULL,
  location  TEXT NOT NULL,
  days      TEXT NOT NULL CHECK (json_valid(days))   -- a number or "-"
);
CREATE INDEX waiting_times_by_title ON waiting_times (for_page, title_key);

-- The peildatum of every waiting time: one row (YYYY-MM-DD).
CREATE TABLE waiting_times_measurement (
  measured_on TEXT NOT NULL CHECK (measured_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
);

CREATE TABLE consultations (
  id        INTEGER PRIMARY KEY,
  for_page  TEXT NOT NULL CHECK (for_page IN ('department', 'centrum')),
  title_key TEXT NOT NULL,
  entry     TEXT NOT NULL CHECK (json_valid(entry))
);
CREATE INDEX consultations_by_title ON consultations (for_page, title_key);

CREATE TABLE phone_numbers (
  sharepoint_id TEXT PRIMARY KEY,
  entry         TEXT NOT NULL CHECK (json_valid(entry))
);

CREATE TABLE redirects (
  id            INTEGER PRIMARY KEY,
  original_slug TEXT NOT NULL,
  new_slug      TEXT NOT NULL
);

-- Site search: one full-text index per language over the published pages (rowid = pages.id),
-- accent-insensitive; the vocabulary tables list its terms for spelling suggestions.
CREATE VIRTUAL TABLE search_nl USING fts5(title, header_title, teaser, body, tokenize = "unicode61 remove_diacritics 2");
CREATE VIRTUAL TABLE search_en USING fts5(title, header_title, teaser, body, tokenize = "unicode61 remove_diacritics 2");
CREATE VIRTUAL TABLE search_nl_vocab USING fts5vocab(search_nl, 'row');
CREATE VIRTUAL TABLE search_en_vocab USING fts5vocab(search_en, 'row');

-- The vocabulary copied out of search_*_vocab once the index is built, by term length, so that
-- spelling suggestions look only at words of about the right length.
CREATE TABLE spelling_terms (
  language TEXT NOT NULL CHECK (language IN ('nl', 'en')),
  term     TEXT NOT NULL,
  length   INTEGER NOT NULL,
  docs     INTEGER NOT NULL,            -- pages containing the term: the more, the likelier
  PRIMARY KEY (language, term)
);
CREATE INDEX spelling_by_length ON spelling_terms (language, length);
`;
