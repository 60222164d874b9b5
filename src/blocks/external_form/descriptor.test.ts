import { describe, expect, it } from 'vitest';
import { external_form } from '#src/blocks/external_form/descriptor.ts';

const value = {
  title: 'Stel uw vraag',
  formID: '4711',
  formTitle: 'Contactformulier',
  label: 'Formulier',
  intro: 'Wij antwoorden binnen twee werkdagen.',
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  external_form.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the external_form block', () => {
  it('accepts a form by id, and refuses one without an id', () => {
    expect(external_form.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, formID: '' })).toEqual(['formID']);
  });

  it('carries no links (the form is in a frame) and makes no calls', () => {
    expect(external_form.links).toBeUndefined();
    expect(external_form.calls).toBeUndefined();
    expect(external_form.showsNothing).toBeUndefined();
  });

  it('gets an anchor and records no link clicks', () => {
    expect(external_form.inAnchorMenu).toBe(true);
    expect(external_form.clickEvent).toBeNull();
  });
});
