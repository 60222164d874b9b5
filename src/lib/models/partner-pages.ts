/**
 * Spec 2.6: twelve named partner pages hide the secondary navigation (side menu) on mobile. The
 * spec does not name them; these are the pages written for referrers, press and partners (our
 * configuration, to be kept in step with the CMS).
 */
export const PARTNER_PAGES: ReadonlySet<string> = new Set([
  '/huisartsen-en-verwijzers',
  '/huisartsen-en-verwijzers/verwijzen',
  '/huisartsen-en-verwijzers/laboratoriumaanvragen',
  '/contact/huisartsenpost',
  '/over-ons/voor-de-pers',
  '/over-ons/leerhuis',
  '/over-ons/organisatie',
  '/over-ons/jaarverslagen',
  '/over-ons/innovatie',
  '/over-ons/duurzaamheid',
  '/over-ons/kwaliteit-en-veiligheid',
  '/over-ons/geschiedenis',
]);

export function isPartnerPage(route: string): boolean {
  return PARTNER_PAGES.has(route);
}
