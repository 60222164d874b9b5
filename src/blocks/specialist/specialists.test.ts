import { describe, expect, it } from 'vitest';
import { specialistFilterTitle, specialistsView } from '#src/blocks/specialist/specialists.ts';
import { specialistsRoute } from '#src/lib/routing/routes.ts';

describe('specialists block', () => {
  const people = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `dr. ${i}` }));

  it('shows at most 5 and links to all only when 6 came back', () => {
    expect(specialistsView(people(3))).toEqual({ shown: people(3), showAllLink: false });
    expect(specialistsView(people(5))).toEqual({ shown: people(5), showAllLink: false });
    expect(specialistsView(people(6))).toEqual({ shown: people(5), showAllLink: true });
    expect(specialistsView([])).toEqual({ shown: [], showAllLink: false });
  });

  it('links to the overview filtered by the block filter title', () => {
    expect(specialistFilterTitle({ department: 'Dermatologie' })).toBe('Dermatologie');
    expect(specialistFilterTitle({ department: null, subdepartment: 'Slaapcentrum' })).toBe('Slaapcentrum');
    expect(specialistFilterTitle({ centrum: ' Hartcentrum ' })).toBe('Hartcentrum');
    expect(specialistFilterTitle({ subcentra: 'Obesitascentrum' })).toBe('Obesitascentrum');
    expect(specialistFilterTitle({})).toBeNull();
    expect(specialistsRoute(specialistFilterTitle({ department: 'Maag-, darm- en leverziekten' }))).toBe(
      '/specialisten?filter=Maag-%2C+darm-+en+leverziekten',
    );
    expect(specialistsRoute(specialistFilterTitle({}))).toBe('/specialisten');
  });
});
