/** /contact: the site graph's location and general pages, as the page's model. */
import type { BuildContext } from '#src/lib/build/context.ts';
import { nodesOfType } from '#src/lib/crawl/graph.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import { contactLocations, contactPages } from '#src/overviews/contact/contact.ts';
import { contactOverviewModel, type ContactOverviewModel } from '#src/overviews/contact/contact-model.ts';

export async function loadContactOverviewModel(ctx: BuildContext): Promise<ContactOverviewModel> {
  const graph = await ctx.siteGraph();
  const nodes = (type: 'location' | 'general') => (graph ? nodesOfType(graph, type) : []);
  return contactOverviewModel(
    contactLocations(nodes('location')),
    contactPages(nodes('general')),
    await modelContext(ctx, 'nl'),
  );
}
