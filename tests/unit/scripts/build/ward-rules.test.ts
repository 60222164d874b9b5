import { describe, expect, it } from 'vitest';
import { wardRulesFor } from '../../../../scripts/build/ward-rules.ts';
import {
  formatHostRules,
  hostRuleTarget,
  matchHostRule,
  parseHostRules,
} from '../../../../scripts/build/host-rules.ts';

describe('host rules of the ward chooser without JavaScript', () => {
  const rules = wardRulesFor([
    { id: 4, title: 'Haarlem Zuid', slug: 'haarlem-zuid' },
    { id: 7, title: 'Hoofddorp', slug: 'hoofddorp' },
  ]);

  it('redirect each slug, id and one-word title to the location’s page', () => {
    expect(formatHostRules(rules)).toBe(
      [
        '/verpleegafdelingen location=haarlem-zuid /verpleegafdelingen/haarlem-zuid 302!',
        '/verpleegafdelingen location=4 /verpleegafdelingen/haarlem-zuid 302!',
        '/verpleegafdelingen location=hoofddorp /verpleegafdelingen/hoofddorp 302!',
        '/verpleegafdelingen location=7 /verpleegafdelingen/hoofddorp 302!',
        '/verpleegafdelingen location=Hoofddorp /verpleegafdelingen/hoofddorp 302!',
        '',
      ].join('\n'),
    );
  });

  it('are matched by the site server with the query, and only with it', () => {
    const parsed = parseHostRules(formatHostRules(rules), { withQuery: true });
    const hit = matchHostRule(parsed, '/verpleegafdelingen', new URLSearchParams('location=7'));
    expect(hit && hostRuleTarget(hit, new URLSearchParams('location=7'))).toBe('/verpleegafdelingen/hoofddorp');
    expect(hit?.status).toBe(302);
    expect(matchHostRule(parsed, '/verpleegafdelingen', new URLSearchParams('location=Haarlem Noord'))).toBeUndefined();
    expect(matchHostRule(parsed, '/verpleegafdelingen')).toBeUndefined();
    // The link check reads the rules without queries: none of these.
    expect(parseHostRules(formatHostRules(rules))).toEqual([]);
  });
});
