import { describe, expect, it } from 'vitest';
import { departmentsOverviewModel } from '#src/overviews/organisations/organisations-model.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

const labels = (crumbs: ReadonlyArray<{ label: string }>) => crumbs.map((crumb) => crumb.label);

describe('departments and centres page model', () => {
  it('A to Z overview: head and header from the strings, breadcrumbs by section, the list as given', async () => {
    const ctx = await testModelContext();
    const departments = departmentsOverviewModel([], ctx);
    expect(departments.head).toEqual({
      pageType: 'departmentsOverview',
      locale: 'nl',
      title: { Title: 'Afdelingen en Centra' },
      description: ctx.t('azOverviews.departments.intro'),
      alternates: { nl: '/afdelingen-en-centra' },
    });
    expect(departments.header).toMatchObject({
      kind: 'general',
      title: 'Afdelingen en Centra',
      image: null,
      link: null,
    });
    expect(labels(departments.header.crumbs)).toEqual(['Spaarne Gasthuis', 'Afdelingen en Centra']);
  });
});
