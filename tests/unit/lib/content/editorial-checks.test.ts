import { describe, expect, it } from 'vitest';
import { parseContent } from '#src/blocks/parse-content.ts';
import {
  editorialFindings,
  findingMessage,
  findingOfMessage,
  findingsByPage,
  type EditorialFinding,
} from '#src/lib/content/editorial-checks.ts';

const PAGE = '/afdelingen-en-centra/cardiologie';

function check(html: string): EditorialFinding[] {
  return editorialFindings(parseContent(html, PAGE).blocks, PAGE);
}

function kinds(html: string): string[] {
  return check(html).map((finding) => finding.kind);
}

describe('vague link texts', () => {
  it.each(['klik hier', 'Lees meer', 'hier', 'Meer informatie »', 'click here', 'Read more...', 'More'])(
    'finds "%s"',
    (text) => {
      expect(check(`<p>Over hartfalen: <a href="/hartfalen">${text}</a></p>`)).toEqual([
        { page: PAGE, kind: 'vague link text', detail: `"${text}" (/hartfalen)` },
      ]);
    },
  );

  it.each(['Lees meer over hartfalen', 'Read more about heart failure', 'Afspraak maken bij de hartfalenpoli'])(
    'accepts "%s": it names its subject',
    (text) => {
      expect(check(`<p><a href="/hartfalen">${text}</a></p>`)).toEqual([]);
    },
  );

  it('finds a link with no text, and takes an image link by its alternative text', () => {
    expect(kinds('<p><a href="/x"> </a></p>')).toEqual(['vague link text']);
    expect(check('<p><a href="/route"><img src="/media/kaart.jpg" alt="Route naar de ingang"></a></p>')).toEqual([]);
  });
});

describe('skipped heading levels', () => {
  it('finds h2 -> h4 and h1 -> h3 (the page title is the h1)', () => {
    expect(check('<h2>Behandeling</h2><p>x</p><h4>Na de operatie</h4>')).toEqual([
      { page: PAGE, kind: 'skipped heading level', detail: 'h2 -> h4 "Na de operatie"' },
    ]);
    expect(check('<h3>Treatment</h3>').map((finding) => finding.detail)).toEqual(['h1 -> h3 "Treatment"']);
  });

  it('accepts going down one level at a time and back up any number', () => {
    expect(check('<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2><h3>E</h3>')).toEqual([]);
  });

  it("counts a block's title as the h2 it renders as", () => {
    const titled =
      '<section data-block-type="text"><script type="application/json">{"title":"Bezoek","html":"<h3>Tijden</h3>"}</script></section>';
    expect(check(titled)).toEqual([]);
    expect(kinds('<h2>A</h2>' + titled.replace('"Bezoek"', '""').replace('h3>', 'h4>').replace('h3>', 'h4>'))).toEqual([
      'skipped heading level',
    ]);
  });
});

describe('images without alternative text', () => {
  it('finds an image with no or an empty alt, NL and EN pages alike', () => {
    expect(check('<p><img src="/media/cards/poli.jpg"></p><p><img src="/media/x.jpg" alt=" "></p>')).toEqual([
      { page: PAGE, kind: 'image without alt', detail: '/media/cards/poli.jpg' },
      { page: PAGE, kind: 'image without alt', detail: '/media/x.jpg' },
    ]);
  });

  it('accepts an image with alt, and an empty alt inside a link whose text says where it goes', () => {
    expect(check('<p><img src="/a.jpg" alt="De polikliniek cardiologie"></p>')).toEqual([]);
    expect(check('<p><a href="/route"><img src="/pijl.png" alt="">Route en parkeren</a></p>')).toEqual([]);
  });
});

describe('document links without type and size', () => {
  const folder = '/api/v1/patient-folders/12/hartfalen.pdf';

  it('accepts type and size in the text, as NL Design System asks', () => {
    expect(check(`<p><a href="${folder}">Folder hartfalen (PDF, 1,2 MB)</a></p>`)).toEqual([]);
    expect(check('<p><a href="/docs/form.docx">Intake form (Word, 350 kB)</a></p>')).toEqual([]);
  });

  it('says what is missing', () => {
    expect(check(`<p><a href="${folder}">Folder hartfalen</a></p>`)).toEqual([
      {
        page: PAGE,
        kind: 'document link without type and size',
        detail: `"Folder hartfalen" (${folder}): no type and size`,
      },
    ]);
    expect(check('<p><a href="/docs/tarieven.xlsx?v=2">Tarieven (Excel)</a></p>').map((f) => f.detail)).toEqual([
      '"Tarieven (Excel)" (/docs/tarieven.xlsx?v=2): no size',
    ]);
    expect(check(`<p><a href="${folder}">Folder hartfalen (2 MB)</a></p>`).map((f) => f.detail)).toEqual([
      `"Folder hartfalen (2 MB)" (${folder}): no type`,
    ]);
  });

  it('finds a vague document link twice: its text and its missing type and size', () => {
    expect(kinds(`<p><a href="${folder}">Download</a></p>`)).toEqual([
      'vague link text',
      'document link without type and size',
    ]);
  });

  it('leaves links to pages alone', () => {
    expect(check('<p><a href="/folders/pdf-uitleg">Uitleg over folders</a></p>')).toEqual([]);
  });
});

describe('the report lines', () => {
  it('carry a finding there and back', () => {
    const finding: EditorialFinding = { page: PAGE, kind: 'vague link text', detail: '"hier: zie" (/x)' };
    expect(findingOfMessage(findingMessage(finding))).toEqual(finding);
    expect(findingOfMessage('/x: something else')).toBeNull();
  });

  it('group the findings by page', () => {
    const findings: EditorialFinding[] = [
      { page: '/a', kind: 'vague link text', detail: '1' },
      { page: '/b', kind: 'image without alt', detail: '2' },
      { page: '/a', kind: 'skipped heading level', detail: '3' },
    ];
    expect(findingsByPage(findings)).toEqual([
      {
        page: '/a',
        findings: [
          { kind: 'vague link text', detail: '1' },
          { kind: 'skipped heading level', detail: '3' },
        ],
      },
      { page: '/b', findings: [{ kind: 'image without alt', detail: '2' }] },
    ]);
  });
});
