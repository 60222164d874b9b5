import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField, describedByOf } from '#src/react/FormField.tsx';

describe('the form field (spec 5)', () => {
  it('marks an optional field in its label and passes max length and read-only to the box', () => {
    const html = renderToStaticMarkup(
      <FormField
        control="search"
        id="q"
        name="search"
        label="Zoek op naam"
        optional="(optioneel)"
        value="jan"
        maxLength={100}
        readOnly
      />,
    );
    expect(html).toContain('<label for="q">Zoek op naam<span class="form-field__optional"> (optioneel)</span></label>');
    const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of [
      'id="q"',
      'name="search"',
      'type="search"',
      'readOnly=""',
      'maxLength="100"',
      'value="jan"',
    ])
      expect(input).toContain(attribute);
    expect(html).not.toContain('form-field__error');
    expect(html).not.toContain('aria-invalid');
  });

  it('shows the error text under an invalid field and describes the field with it', () => {
    const html = renderToStaticMarkup(
      <FormField
        control="text"
        id="age"
        name="age"
        label="Leeftijd"
        value="1a"
        error="Vul alleen cijfers in"
        describedBy="hint"
        onChange={() => undefined}
      />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="hint age-error"');
    expect(html).toMatch(
      /<\/label><input[^>]*><p class="form-field__error" id="age-error" aria-live="polite">Vul alleen cijfers in<\/p>/,
    );
    // A field that can be invalid but is not keeps its (empty) live region, so a new error is announced.
    const valid = renderToStaticMarkup(
      <FormField
        control="text"
        id="age"
        name="age"
        label="Leeftijd"
        value="12"
        error={null}
        onChange={() => undefined}
      />,
    );
    expect(valid).toContain('<p class="form-field__error" id="age-error" aria-live="polite"></p>');
    expect(valid).not.toContain('aria-invalid');
  });

  it('renders a dropdown with an empty first option, groups, and a read-only dropdown as disabled', () => {
    const html = renderToStaticMarkup(
      <FormField
        control="select"
        id="d"
        name="filter"
        label="Afdeling"
        emptyLabel="Alle afdelingen"
        value="Cardiologie"
        options={[
          { label: 'Afdelingen', options: ['Cardiologie'] },
          { label: 'Centra', options: [] },
        ]}
        readOnly
      />,
    );
    expect(html).toContain('<option value="">Alle afdelingen</option>');
    expect(html).toContain(
      '<optgroup label="Afdelingen"><option value="Cardiologie" selected="">Cardiologie</option></optgroup>',
    );
    expect(html).not.toContain('Centra');
    expect(html).toContain('disabled=""');
  });

  it('puts a button beside the box in one row', () => {
    const html = renderToStaticMarkup(
      <FormField
        control="search"
        id="s"
        name="query"
        label="Zoeken"
        value=""
        rowClassName="row"
        trailing={<button type="submit">Zoek</button>}
      />,
    );
    expect(html).toMatch(/<div class="row"><input[^>]*><button type="submit">Zoek<\/button><\/div>/);
  });

  it('is described by its error only when it can have one', () => {
    expect(describedByOf('x', undefined, undefined)).toBeUndefined();
    expect(describedByOf('x', null, undefined)).toBe('x-error');
    expect(describedByOf('x', 'fout', 'hint')).toBe('hint x-error');
  });
});
