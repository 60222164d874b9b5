import type { PageBase } from '../../../src/lib/api/schemas/page.ts';
import { integerOrNull, text, textOrNull, type Row } from '../db/rows.ts';

/** The `pages` columns `pageBase` reads; select these (prefixed as needed) for any page endpoint. */
export const PAGE_BASE_COLUMNS =
  'id, content_type, title, url, path, sharepoint_id, meta_title, header_title, header_description, ' +
  'header_image_url, header_image_title, header_link_title, header_link_url, teaser_description, content';

/** The fields every page carries (spec 3), from one `pages` row. */
export function pageBase(row: Row): PageBase {
  const imageUrl = textOrNull(row, 'header_image_url');
  const linkUrl = textOrNull(row, 'header_link_url');
  return {
    ContentType: text(row, 'content_type'),
    Title: text(row, 'title'),
    Url: textOrNull(row, 'url'),
    Path: textOrNull(row, 'path'),
    SharepointId: integerOrNull(row, 'sharepoint_id'),
    MetaTitle: textOrNull(row, 'meta_title'),
    HeaderTitle: textOrNull(row, 'header_title'),
    HeaderDescription: textOrNull(row, 'header_description'),
    HeaderImage: imageUrl === null ? null : { Title: textOrNull(row, 'header_image_title') ?? '', Url: imageUrl },
    HeaderLink: linkUrl === null ? null : { Title: textOrNull(row, 'header_link_title') ?? '', Url: linkUrl },
    TeaserDescription: textOrNull(row, 'teaser_description'),
    Content: textOrNull(row, 'content'),
  };
}
