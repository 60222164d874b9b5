import { z } from 'zod';
import { SPECIALISTS_BLOCK_ASK, specialistFilterTitle, specialistsView } from '#src/blocks/specialist/specialists.ts';
import { specialistPath, specialistsRoute } from '#src/lib/routing/routes.ts';
import type { SpecialistFilter } from '#src/blocks/shared/calls.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema, organisationFilterShape } from '#src/blocks/shared/values.ts';

/** The specialists block: at most five people, and the filtered overview when there are more. */
export type SpecialistsCards = {
  people: Array<{ title: string; role: string; href: string | null; image: { url: string; title: string } | null }>;
  allHref: string | null;
};

const schema = z.object({ title: blockTitleSchema, ...organisationFilterShape });

function specialistFilter(value: z.output<typeof schema>): SpecialistFilter {
  const filter: SpecialistFilter = {};
  for (const name of ['department', 'subdepartment', 'centrum', 'subcentra'] as const) {
    const given = value[name];
    if (given) filter[name] = given;
  }
  return filter;
}

/** The site asks pages/specialists/random?count=6 with this filter; it shows 5, and a link to all when 6 come back. */
export const specialist = defineBlock({
  kind: 'specialist',
  schema,
  calls: (value) => ({ specialistFilters: [specialistFilter(value)] }),
  load: async (value, context): Promise<SpecialistsCards> => {
    const { department, subdepartment, centrum, subcentra } = value;
    const filter = { department, subdepartment, centrum, subcentra };
    const result = await context.api.randomSpecialists(filter, SPECIALISTS_BLOCK_ASK);
    if (result.state !== 'loaded') context.failed('specialists', result.status);
    const view = specialistsView(result.state === 'loaded' ? result.data : []);
    return {
      people: view.shown.map((person) => ({
        title: person.title,
        role: person.role,
        href: person.url ? specialistPath(person.url) : null,
        image: person.image,
      })),
      allHref: view.showAllLink ? specialistsRoute(specialistFilterTitle(filter)) : null,
    };
  },
  showsNothingWith: (cards) => cards.people.length === 0,
  inAnchorMenu: true,
  clickEvent: null,
});
