import { describe, expect, it } from 'vitest';
import { specialist } from '#src/blocks/specialist/descriptor.ts';

const value = { title: 'Onze specialisten', department: 'Cardiologie', subdepartment: null, centrum: '' };
const person = { title: 'Dr. A. de Vries', role: 'Cardioloog', href: '/specialisten/a', image: null };

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  specialist.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the specialist block', () => {
  it('accepts an organisation filter (every part may be missing), and refuses a filter that is not a title', () => {
    expect(specialist.schema.parse(value)).toEqual(value);
    expect(specialist.schema.parse({ title: null })).toEqual({ title: null });
    expect(refused({ ...value, department: 5 })).toEqual(['department']);
  });

  it('asks for specialists with the parts of the filter that are filled in', () => {
    expect(specialist.calls?.(value)).toEqual({ specialistFilters: [{ department: 'Cardiologie' }] });
    expect(specialist.calls?.({ title: null, subcentra: 'Obesitascentrum' })).toEqual({
      specialistFilters: [{ subcentra: 'Obesitascentrum' }],
    });
    expect(specialist.calls?.({ title: null })).toEqual({ specialistFilters: [{}] });
  });

  it('shows nothing when no specialist came back', () => {
    expect(specialist.showsNothing).toBeUndefined();
    expect(specialist.showsNothingWith?.({ people: [], allHref: null })).toBe(true);
    expect(specialist.showsNothingWith?.({ people: [person], allHref: null })).toBe(false);
  });

  it('carries no links in its value, gets an anchor and records no link clicks', () => {
    expect(specialist.links).toBeUndefined();
    expect(specialist.inAnchorMenu).toBe(true);
    expect(specialist.clickEvent).toBeNull();
  });
});
