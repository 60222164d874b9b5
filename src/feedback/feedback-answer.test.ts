import { describe, expect, it } from 'vitest';
import { isSitePath, parseFeedback } from '#src/feedback/feedback-answer.ts';
import { MAX_PROBLEM_CHARS, thanksAddress } from '#src/feedback/feedback-fields.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('isSitePath', () => {
  it('takes the site’s own paths', () => {
    expect(isSitePath('/afdelingen-en-centra/cardiologie')).toBe(true);
    expect(isSitePath('/en/patients/visiting')).toBe(true);
    expect(isSitePath('/')).toBe(true);
  });
  it('refuses other hosts, relative paths, dot segments and odd characters', () => {
    for (const path of [
      '',
      'cardiologie',
      '//evil.example/x',
      'https://evil.example/',
      '/a/../b',
      '/a/%2e%2e/b',
      '/a\\b',
      '/a b',
      '/a?x=1',
      '/a#x',
      '/%0d%0aSet-Cookie',
      `/${'a'.repeat(400)}`,
    ])
      expect(isSitePath(path), path).toBe(false);
  });
});

describe('parseFeedback', () => {
  it('reads a yes without text, and drops a text sent with a yes', () => {
    expect(parseFeedback(form({ path: '/route', useful: 'yes', problem: 'ignored' }))).toEqual({
      kind: 'answer',
      answer: { path: '/route', useful: 'yes', problem: '' },
    });
  });
  it('reads a no with its text, trimmed and with line ends made alike', () => {
    expect(parseFeedback(form({ path: '/route', useful: 'no', problem: '  Geen parkeerinfo\r\nvoor P2 ' }))).toEqual({
      kind: 'answer',
      answer: { path: '/route', useful: 'no', problem: 'Geen parkeerinfo\nvoor P2' },
    });
  });
  it('names the wrong field', () => {
    expect(parseFeedback(form({ path: '//x', useful: 'yes' }))).toEqual({ kind: 'invalid', field: 'path' });
    expect(parseFeedback(form({ path: '/route', useful: 'maybe' }))).toEqual({ kind: 'invalid', field: 'useful' });
    expect(parseFeedback(form({ path: '/route' }))).toEqual({ kind: 'invalid', field: 'useful' });
    expect(parseFeedback(form({ path: '/route', useful: 'no', problem: 'x'.repeat(MAX_PROBLEM_CHARS + 1) }))).toEqual({
      kind: 'invalid',
      field: 'problem',
    });
  });
  it('counts characters, not bytes or UTF-16 units, against the limit', () => {
    const emoji = '😀'.repeat(MAX_PROBLEM_CHARS);
    expect(parseFeedback(form({ path: '/route', useful: 'no', problem: emoji })).kind).toBe('answer');
  });
});

describe('thanksAddress', () => {
  it('returns to the page, marked, at the thank-you note', () => {
    expect(thanksAddress('/route')).toBe('/route?feedback=thanks#feedback-thanks');
  });
});
