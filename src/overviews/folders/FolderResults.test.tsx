import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FolderResults } from '#src/overviews/folders/FolderResults.tsx';
import type { AzStrings } from '#src/overviews/shared/az/AzIndex.tsx';
import nl from '#src/i18n/nl.json';

const commonStrings = nl.azOverviews.common as AzStrings;
const strings = { barLabel: 'Patiëntenfolders van A tot Z', empty: 'Geen folders gevonden', pdf: 'PDF' };

function render(entries: Parameters<typeof FolderResults>[0]['entries']): string {
  return renderToStaticMarkup(
    <FolderResults
      entries={entries}
      strings={strings}
      commonStrings={commonStrings}
      newTabHint="(opent in nieuw tabblad)"
    />,
  );
}

describe('the folder list (server rendering and the island’s results)', () => {
  it('shows each folder’s introduction under its download link, in the same list item', () => {
    const html = render([{ t: 'Acne', p: '1/acne.pdf', i: 'Wat acne is en hoe het wordt behandeld.' }]);
    expect(html).toMatch(
      /<li><a class="az-folder" href="\/documenten\/folders\/1\/acne\.pdf" target="_blank" rel="noopener">Acne <span class="az-folder__type">\(PDF\)<\/span><span class="visually-hidden"> \(opent in nieuw tabblad\)<\/span><\/a><p class="az-folder__intro">Wat acne is en hoe het wordt behandeld\.<\/p><\/li>/,
    );
  });

  it('writes an introduction as text, never as markup', () => {
    const html = render([{ t: 'Acne', p: '1/acne.pdf', i: '<img src=x onerror=alert(1)> & "meer"' }]);
    expect(html).toContain('<p class="az-folder__intro">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;meer&quot;</p>');
    expect(html).not.toContain('<img');
  });

  it('shows no empty paragraph for a folder without an introduction', () => {
    expect(render([{ t: 'Acne', p: '1/acne.pdf' }])).not.toContain('az-folder__intro');
  });
});
