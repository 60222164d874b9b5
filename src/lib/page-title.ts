/** The fields a page's `<title>` is chosen from. */
export type TitleSource = {
  MetaTitle?: string | null;
  HeaderTitle?: string | null;
  Title?: string | null;
};

/**
 * Spec 2.6: MetaTitle, else HeaderTitle, else Title, else the site name; the site name is added as
 * a suffix once: never twice, and not at all when the title already is or ends with it.
 */
export function pageTitle(source: TitleSource, siteName: string): string {
  const chosen = [source.MetaTitle, source.HeaderTitle, source.Title]
    .map((value) => value?.replace(/\s+/g, ' ').trim() ?? '')
    .find((value) => value.length > 0);
  if (!chosen) return siteName;
  if (chosen.toLocaleLowerCase('nl').endsWith(siteName.toLocaleLowerCase('nl'))) return chosen;
  return `${chosen} | ${siteName}`;
}

/** The heading a page shows (spec 2.6 default header): its HeaderTitle, else its Title. */
export function pageHeading(page: { HeaderTitle?: string | null; Title: string }): string {
  return page.HeaderTitle?.trim() || page.Title;
}

/** The title fields of a page, for its `<title>` (and nothing else of the page). */
export function titleSource(page: TitleSource): TitleSource {
  return { MetaTitle: page.MetaTitle ?? null, HeaderTitle: page.HeaderTitle ?? null, Title: page.Title ?? null };
}
