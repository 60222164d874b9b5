import { describe, expect, it } from 'vitest';
import { isDeadLink, type LinkRules } from '#src/lib/content/link-rules.ts';
import { linkBehaviourOnce } from '#src/lib/content/links.ts';
import { sanitizeRichText } from '#src/lib/content/sanitize.ts';

describe('links that lead nowhere', () => {
  it('are shown as text in CMS HTML; other links stay', () => {
    const dead = new Set(['/over-ons/jaarverslag-2019']);
    const rules: LinkRules = {
      siteHosts: ['www.spaarnegasthuis.nl'],
      linkOf: linkBehaviourOnce(['www.spaarnegasthuis.nl']),
      routeExists: () => true,
      isDeadRoute: (route) => dead.has(route),
    };
    expect(isDeadLink('/over-ons/jaarverslag-2019/', rules)).toBe(true);
    expect(isDeadLink('/over-ons/jaarverslag-2019?x=1', rules)).toBe(true);
    expect(isDeadLink('/over-ons', rules)).toBe(false);
    expect(
      sanitizeRichText(
        '<p><a href="/over-ons/jaarverslag-2019">Jaarverslag</a> en <a href="/over-ons">over ons</a></p>',
        rules,
      ),
    ).toBe('<p><span>Jaarverslag</span> en <a href="/over-ons">over ons</a></p>');
  });
});
