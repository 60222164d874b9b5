import { describe, expect, it } from 'vitest';
import { contactOverviewModel } from '#src/overviews/contact/contact-model.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

const labels = (crumbs: ReadonlyArray<{ label: string }>) => crumbs.map((crumb) => crumb.label);

describe('contact page model', () => {
  it('contact: breadcrumbs by section', async () => {
    const ctx = await testModelContext();
    const contact = contactOverviewModel([], [], ctx);
    expect(labels(contact.header.crumbs)).toEqual(['Spaarne Gasthuis', 'Contact']);
  });
});
