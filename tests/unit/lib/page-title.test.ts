import { describe, expect, it } from 'vitest';
import { pageTitle } from '#src/lib/page-title.ts';

const SITE = 'Spaarne Gasthuis';

describe('page title rule', () => {
  it('prefers MetaTitle, then HeaderTitle, then Title', () => {
    expect(pageTitle({ MetaTitle: 'Meta', HeaderTitle: 'Header', Title: 'Titel' }, SITE)).toBe(
      'Meta | Spaarne Gasthuis',
    );
    expect(pageTitle({ MetaTitle: null, HeaderTitle: 'Header', Title: 'Titel' }, SITE)).toBe(
      'Header | Spaarne Gasthuis',
    );
    expect(pageTitle({ MetaTitle: '', HeaderTitle: '  ', Title: 'Titel' }, SITE)).toBe('Titel | Spaarne Gasthuis');
  });

  it('falls back to the site name alone', () => {
    expect(pageTitle({}, SITE)).toBe(SITE);
    expect(pageTitle({ MetaTitle: null, HeaderTitle: null, Title: null }, SITE)).toBe(SITE);
  });

  it('adds the hospital name once, never twice', () => {
    expect(pageTitle({ HeaderTitle: 'Welkom bij het Spaarne Gasthuis' }, SITE)).toBe('Welkom bij het Spaarne Gasthuis');
    expect(pageTitle({ MetaTitle: 'Cardiologie | Spaarne Gasthuis' }, SITE)).toBe('Cardiologie | Spaarne Gasthuis');
    expect(pageTitle({ Title: 'spaarne gasthuis' }, SITE)).toBe('spaarne gasthuis');
  });

  it('folds white space in the chosen title', () => {
    expect(pageTitle({ Title: '  Spoedeisende\n hulp ' }, SITE)).toBe('Spoedeisende hulp | Spaarne Gasthuis');
  });
});
