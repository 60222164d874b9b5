import { describe, expect, it } from 'vitest';
import { NO_DEAD_LINKS } from '#src/lib/content/link-rules.ts';
import type { HomePage } from '#src/lib/contract/index.ts';
import { homePageModel } from '#src/lib/models/home-page.ts';
import { BUNDLED_STRINGS, createTranslator, overlayStrings } from '#src/i18n/translator.ts';
import { testModelContext, testPage } from './fixtures.ts';

const tasks = Array.from({ length: 6 }, (_, index) => ({
  Title: `Taak ${index}`,
  Url: `/taak-${index}`,
  Icon: 'calendar',
}));

function homePage(fields: Partial<HomePage> = {}): HomePage {
  return {
    ...testPage({ ContentType: 'Homepage', Title: 'Home', Path: '/' }),
    ContentType: 'Homepage',
    HeaderImage: { Title: 'Ingang', Url: '/media/home.jpg' },
    TopTasks: tasks,
    ...fields,
  };
}

describe('home page model', () => {
  it('hero, quick tasks, selling points and the patient portal from the strings', async () => {
    // The selling points come from the CMS's translations: up to four, blank ones left out.
    const strings = overlayStrings(BUNDLED_STRINGS.nl, {
      home: { sellingPoints: { '1': 'Topklinisch', '2': ' ', '3': 'Dichtbij', '4': 'Persoonlijk' } },
    });
    const ctx = { ...(await testModelContext()), t: await createTranslator('nl', strings) };
    const model = homePageModel(
      homePage({ HeaderTitle: 'Welkom', HeaderDescription: 'Zorg dichtbij' }),
      ctx,
      NO_DEAD_LINKS([]),
    );
    expect(model.hero).toEqual({
      title: 'Welkom',
      intro: 'Zorg dichtbij',
      image: { url: '/media/home.jpg', alt: 'Ingang' },
    });
    expect(model.quickTasks).toHaveLength(6);
    expect(model.quickTasks[0]).toEqual({ title: 'Taak 0', href: '/taak-0', icon: 'calendar' });
    expect(homePageModel(homePage({ TopTasks: tasks.slice(0, 5) }), ctx, NO_DEAD_LINKS([])).quickTasks).toEqual([]);
    expect(model.sellingPoints).toEqual(['Topklinisch', 'Dichtbij', 'Persoonlijk']);
    expect(model.patientPortal.url).toBe(ctx.t('home.patientPortal.url'));
    expect(model.head).toMatchObject({
      pageType: 'home',
      alternates: { nl: '/', en: '/en' },
      description: 'Zorg dichtbij',
    });
    expect(model.structuredData).toMatchObject({ '@type': 'Hospital' });
  });

  it("the page's own content is sanitised, and links that lead nowhere become text", async () => {
    const ctx = await testModelContext();
    const rules = { ...NO_DEAD_LINKS([]), isDeadRoute: (route: string) => route === '/weg' };
    const model = homePageModel(
      homePage({
        Content:
          '<p onclick="x()">Hallo <a href="/weg">weg</a> <a href="/contact">contact</a></p><script>alert(1)</script>',
      }),
      ctx,
      rules,
    );
    expect(model.contentHtml).toBe('<p>Hallo <span>weg</span> <a href="/contact">contact</a></p>');
    expect(homePageModel(homePage({ Content: null }), ctx, rules).contentHtml).toBe('');
  });
});
