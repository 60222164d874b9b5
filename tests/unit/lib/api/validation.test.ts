import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContentResponseError, ContentValidationError } from '#src/lib/api/errors.ts';
import { footerLinkSchema, pageSchema } from '#src/lib/contract/index.ts';
import {
  describeItem,
  keepValidItems,
  loadResult,
  UNSAFE_URL,
  validateAnswer,
  validateList,
} from '#src/lib/api/validation.ts';

const itemSchema = z.object({ Title: z.string(), Order: z.number() });

function problemsOf() {
  const problems: Array<[string, string]> = [];
  return { problems, onProblem: (kind: string, message: string) => problems.push([kind, message]) };
}

describe('validation: whole answers', () => {
  it('hands back the parsed answer', () => {
    const { problems, onProblem } = problemsOf();
    expect(validateAnswer('thing', { Title: 'Cardiologie', Order: 1, Extra: true }, itemSchema, onProblem)).toEqual({
      Title: 'Cardiologie',
      Order: 1,
    });
    expect(problems).toEqual([]);
  });

  it('an answer that breaks the contract throws an error naming the endpoint and the field', () => {
    const failure = (() => {
      try {
        validateAnswer('footer', { Title: 'Colofon', Order: 'eerste' }, itemSchema, () => {});
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ContentValidationError);
    expect(failure).toMatchObject({ status: 502, endpoint: 'footer', issues: [{ field: 'Order' }] });
    expect((failure as Error).message).toMatch(/^Content API footer does not match the contract: Order: /);
  });

  it('reports a URL the URL policy refused, naming the item', () => {
    const { problems, onProblem } = problemsOf();
    const translation = pageSchema.pick({ Title: true, Translation: true });
    const page = validateAnswer(
      'page',
      { Title: 'Hart', Translation: { Code: 'en', Url: 'data:text/html,<script>alert(1)</script>' } },
      translation,
      onProblem,
    );
    expect(page.Translation?.Url).toBe('');
    expect(problems).toEqual([
      [
        UNSAFE_URL,
        'page: "Hart" Translation.Url: "data:text/html,<script>alert(1)</script>" (scheme data: is not allowed); dropped',
      ],
    ]);
  });
});

describe('validation: lists item by item', () => {
  it('keeps the valid items and reports each malformed one by endpoint, name and field', () => {
    const { problems, onProblem } = problemsOf();
    const items = [{ Title: 'Cardiologie', Order: 1 }, { Title: 'Kapotte afdeling', Order: null }, { Order: 3 }];
    expect(validateList('list', items, itemSchema, describeItem, onProblem)).toEqual([
      { Title: 'Cardiologie', Order: 1 },
    ]);
    expect(problems.map(([kind]) => kind)).toEqual(['invalid item', 'invalid item']);
    expect(problems[0]?.[1]).toMatch(/^Content API list item #1 "Kapotte afdeling" does not match .*Order.*; skipped$/);
    expect(problems[1]?.[1]).toMatch(/^Content API list item #2 does not match .*Title.*; skipped$/);
  });

  it('an answer that is no list fails as a whole', () => {
    expect(() => validateList('list', { Title: 'x' }, itemSchema, describeItem, () => {})).toThrow(
      ContentValidationError,
    );
  });

  it('reports refused URLs of list items by their name', () => {
    const { problems, onProblem } = problemsOf();
    const links = keepValidItems(
      'footer',
      [{ Title: 'Klik hier', Link: { Url: ' JaVa&#x0A;ScRiPt:alert(1)', ContentType: null }, Column: 'Column 2' }].map(
        (link) => ({ ...link, OrderInColumn: 1 }),
      ),
      footerLinkSchema,
      describeItem,
      onProblem,
    );
    expect(links.map((link) => link.Link.Url)).toEqual(['']);
    expect(problems).toEqual([
      [
        UNSAFE_URL,
        'footer: #0 "Klik hier" Link.Url: " JaVa&#x0A;ScRiPt:alert(1)" (scheme javascript: is not allowed); dropped',
      ],
    ]);
  });

  it('names an item by its title (also nested in a navigation item), else by its position', () => {
    expect(describeItem({ Title: 'Cardiologie' }, 0)).toBe('#0 "Cardiologie"');
    expect(describeItem({ name: 'Jansen' }, 1)).toBe('#1 "Jansen"');
    expect(describeItem({ NavigationItem: { HeaderTitle: 'Zorg' } }, 2)).toBe('#2 "Zorg"');
    expect(describeItem({ Title: '  ' }, 3)).toBe('#3');
    expect(describeItem(null, 4)).toBe('#4');
  });
});

describe('validation: loader results', () => {
  it('a valid answer is loaded; a contract error fails it with 502; 403 is unauthorized; other statuses fail', () => {
    expect(loadResult({ ok: true, json: 5 }, (json) => z.number().parse(json))).toEqual({
      state: 'loaded',
      status: 200,
      data: 5,
    });
    expect(
      loadResult({ ok: true, json: {} }, (json) => validateAnswer('thing', json, itemSchema, () => {})),
    ).toMatchObject({ state: 'failed', status: 502 });
    expect(loadResult({ ok: false, error: new ContentResponseError('secret', 403) }, () => 1)).toMatchObject({
      state: 'unauthorized',
      status: 403,
    });
    expect(loadResult({ ok: false, error: new ContentResponseError('gone', 410) }, () => 1)).toMatchObject({
      state: 'failed',
      status: 410,
    });
  });

  it('a bug in validating is not a content failure: it is thrown', () => {
    expect(() =>
      loadResult({ ok: true, json: 1 }, () => {
        throw new TypeError('a bug');
      }),
    ).toThrow('a bug');
  });
});
