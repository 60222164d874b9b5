/**
 * The content blocks of spec 2.8 in the built site: each awkward case on its page (AWKWARD_CASES of
 * the embedded content API's generator), keyboard use of every island, the video consent and its
 * privacy promise, expandables without JavaScript, sanitised HTML and axe on the interactive blocks.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { AWKWARD_CASES } from '@ziekenhuis/content-api/generate/world';
import { expectNoAxeViolations } from './axe.ts';
import { answeredCookies, expect, test } from './fixtures.ts';

/** Pages with blocks that AWKWARD_CASES does not name. */
const EXPANDABLE_WITH_IMAGES_PAGE = '/patienten-en-bezoekers/opname-in-het-ziekenhuis/uw-verblijf';
const VIDEO_HOSTS =
  /youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com|media\.spaarnegasthuis\.nl/;

const block = (page: Page, kind: string): Locator => page.locator(`[data-block="${kind}"]`);

/** Scrolls the island inside a scope into view (client:visible) and waits until it has hydrated. */
async function hydrated(scope: Locator): Promise<void> {
  const island = scope.locator('astro-island').first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
}

/** How many slides lie wholly inside the carousel's visible box. */
async function slidesInView(carousel: Locator): Promise<number> {
  return carousel.locator('.swiper').evaluate((swiper) => {
    const box = swiper.getBoundingClientRect();
    return [...swiper.querySelectorAll('.swiper-slide')].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

type DataLayerEntry = { event?: string; category?: string; action?: string; label?: string };
async function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry): entry is object => !Array.isArray(entry),
      ) as DataLayerEntry[],
  );
}

/** Records every request to a video host; answers none of them (the tests run offline). */
async function watchVideoHosts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).host)) seen.push(request.url());
  });
  await page.route(VIDEO_HOSTS, (route) => route.abort());
  return seen;
}

test.describe('carousel', () => {
  test('shows nothing with 2 items', async ({ page }) => {
    await page.goto(AWKWARD_CASES.carousel2Items);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(block(page, 'carousel')).toHaveCount(0);
    await expect(page.locator('.swiper')).toHaveCount(0);
  });

  test('doubles a list of 5; keeps a list of 8', async ({ page }) => {
    await page.goto(AWKWARD_CASES.carousel5Items);
    await expect(block(page, 'carousel').locator('.swiper-slide')).toHaveCount(10);
    await expect(block(page, 'carousel').locator('.swiper-slide[data-duplicate]')).toHaveCount(5);
    await page.goto(AWKWARD_CASES.carousel8Items);
    await expect(block(page, 'carousel').locator('.swiper-slide')).toHaveCount(8);
    await expect(block(page, 'carousel').locator('.swiper-slide[data-duplicate]')).toHaveCount(0);
  });

  test('next and previous by keyboard: buttons and arrow keys; 5 slides in view, 1 below 768 px', async ({ page }) => {
    await page.goto(AWKWARD_CASES.carousel8Items);
    const carousel = block(page, 'carousel');
    await hydrated(carousel);
    await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
    await expect(carousel.locator('.swiper[role="group"][aria-roledescription="carrousel"]')).toHaveCount(1);
    await expect.poll(() => slidesInView(carousel)).toBe(5);

    // The slide in the middle, once the carousel has stopped moving (it ignores input while it moves).
    const active = async () => {
      const moving = await carousel
        .locator('.swiper')
        .evaluate(
          (element) => (element as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating ?? true,
        );
      return moving
        ? -1
        : Number(await carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index'));
    };
    await expect.poll(active).toBeGreaterThanOrEqual(0);
    const start = await active();
    const next = carousel.getByRole('button', { name: 'Volgende items' });
    const previous = carousel.getByRole('button', { name: 'Vorige items' });

    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(active).toBe((start + 3) % 8);
    await previous.focus();
    await page.keyboard.press('Space');
    await expect.poll(active).toBe(start);

    // Arrow keys move it while focus is inside it.
    await page.keyboard.press('ArrowRight');
    await expect.poll(active).toBe((start + 3) % 8);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(active).toBe(start);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => slidesInView(carousel)).toBe(1);
  });

  test('is a readable list of the items without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(AWKWARD_CASES.carousel5Items);
    const items = block(page, 'carousel').getByRole('listitem');
    await expect(items).toHaveCount(5);
    for (const item of await items.all()) await expect(item.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(block(page, 'carousel').getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto(AWKWARD_CASES.carousel5Items);
    await hydrated(block(page, 'carousel'));
    await expectNoAxeViolations(page);
  });
});

test.describe('blocks that count', () => {
  test('specialists: 3 matches show 3 and no link to all', async ({ page }) => {
    await page.goto(AWKWARD_CASES.specialistBlock3Matches);
    const specialists = block(page, 'specialist');
    await expect(specialists.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(specialists.getByRole('link', { name: 'Bekijk alle specialisten' })).toHaveCount(0);
  });

  test('specialists: 12 matches show 5 and link to all of the department', async ({ page }) => {
    await page.goto(AWKWARD_CASES.specialistBlock12Matches);
    const specialists = block(page, 'specialist');
    await expect(specialists.getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(specialists.getByRole('link', { name: 'Bekijk alle specialisten' })).toHaveAttribute(
      'href',
      '/specialisten?filter=Dermatologie',
    );
    await expect(specialists.getByRole('heading', { level: 3 }).first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/specialisten\/[a-z0-9-]+$/,
    );
  });

  test('phone numbers: nothing when the numbers do not match the descriptions', async ({ page }) => {
    await page.goto(AWKWARD_CASES.phoneLookupCountMismatch);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(block(page, 'phoneLookup')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Bel het afsprakenbureau' })).toHaveCount(0);
  });

  test('phone numbers: formatted text with a tel: link without spaces and parentheses', async ({ page }) => {
    await page.goto(AWKWARD_CASES.gridCentra3Items);
    const links = block(page, 'phoneLookup').getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const text = (await link.textContent())?.trim() ?? '';
      await expect(link).toHaveAttribute('href', `tel:${text.replace(/[\s()]/g, '')}`);
    }
  });

  test('centre grid: nothing with 2 items, three cards with 3', async ({ page }) => {
    await page.goto(AWKWARD_CASES.gridCentra2Items);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(block(page, 'grid_blocks_centra')).toHaveCount(0);
    await page.goto(AWKWARD_CASES.gridCentra3Items);
    await expect(block(page, 'grid_blocks_centra').getByRole('listitem')).toHaveCount(3);
  });

  test('news teasers: the items that exist, with title and date', async ({ page }) => {
    await page.goto(AWKWARD_CASES.newsTeaserMissingSlug);
    const teasers = block(page, 'newsTeaser');
    await expect(teasers.getByRole('listitem')).toHaveCount(2);
    await expect(teasers.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(teasers.getByRole('link').first()).toHaveAttribute('href', /^\/nieuws\//);
  });

  test('empty links list and empty people list render nothing', async ({ page }) => {
    await page.goto(AWKWARD_CASES.emptyLinksList);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Downloads' })).toHaveCount(0);
    await expect(block(page, 'links_list')).toHaveCount(1);
    await page.goto(AWKWARD_CASES.emptyPeople);
    await expect(page.getByRole('heading', { name: 'Leden van de cliëntenraad' })).toHaveCount(0);
  });

  test('waiting times: no times of 0 or less; dag or dagen', async ({ page }) => {
    await page.goto(AWKWARD_CASES.waitingTimesCentrum);
    const table = block(page, 'waitingTimes').getByRole('table');
    await expect(table).toBeVisible();
    for (const cell of await table.getByRole('cell').all()) {
      const text = ((await cell.textContent()) ?? '').trim();
      // A wait over its Treeknorm says so in words after the time.
      expect(text).toMatch(/^(1 dag|([2-9]|\d{2,}) dagen|-Niet beschikbaar)(▲ boven de Treeknorm)?$/);
    }
    await expect(block(page, 'waitingTimes').getByRole('link', { name: /Alle wachttijden van/ })).toHaveAttribute(
      'href',
      /^\/wachttijden\?centrum=/,
    );
  });

  test('related content links news and events by the route rules', async ({ page }) => {
    for (const route of [AWKWARD_CASES.relatedContentDepartment, AWKWARD_CASES.relatedContentTags]) {
      await page.goto(route);
      const links = block(page, 'relatedContent').getByRole('heading', { level: 3 }).getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      expect(await links.count()).toBeLessThanOrEqual(3);
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^\/(nieuws|agenda)\//);
    }
  });
});

test.describe('rich text', () => {
  test('unsafe HTML is removed: no script, handlers, inline styles or javascript: links', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(AWKWARD_CASES.unsafeHtml);
    const content = page.locator('.block-list');
    await expect(content.getByText('Let op: persvragen buiten kantooruren')).toBeVisible();
    await expect(content.getByRole('link', { name: /persmap Spaarne Gasthuis/ })).toHaveCount(0);
    await expect(content.getByText('persmap Spaarne Gasthuis (zip)')).toBeVisible();
    await expect(content.locator('script')).toHaveCount(0);
    await expect(content.locator('[style]')).toHaveCount(0);
    await expect(content.locator('[onerror]')).toHaveCount(0);
    await expect(content.locator('a[href^="javascript:" i]')).toHaveCount(0);
    const pushed = await dataLayer(page);
    expect(pushed.some((entry) => entry.event === 'persbericht-bekeken')).toBe(false);
    expect(dialogs).toEqual([]);
  });

  test('a page without interactive blocks ships no block island', async ({ page }) => {
    await page.goto(AWKWARD_CASES.unsafeHtml);
    await expect(page.locator('astro-island:not([component-url*="CookieBar"])')).toHaveCount(0);
  });
});

test.describe('media', () => {
  test('YouTube: a consent placeholder, nothing asked of YouTube until the visitor accepts by keyboard', async ({
    page,
  }) => {
    const videoRequests = await watchVideoHosts(page);
    await page.goto(AWKWARD_CASES.mediaYoutube);
    const media = block(page, 'media');
    const button = media.getByRole('button', { name: 'Video-cookies toestaan en video bekijken' });
    await hydrated(media);
    await expect(media.getByText('Deze video staat bij YouTube.')).toBeVisible();
    await expect(media.locator('iframe, video')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);

    await button.focus();
    await page.keyboard.press('Enter');
    const frame = media.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/8bN9uQpC5lE\?/);
    await expect(frame).toHaveAttribute('title', /^Video: /);
    await expect(frame).toBeFocused();
    const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies['video-cookies']).toBe('yes');
    expect(videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  /** Vimeo's embed information (oEmbed) for the video, answered as the test says (the machine has no internet). */
  async function vimeoEmbedInformation(
    page: Page,
    answer: (route: import('@playwright/test').Route) => Promise<void>,
  ): Promise<string[]> {
    const asked: string[] = [];
    await page.route('https://vimeo.com/api/oembed.json**', async (route) => {
      asked.push(route.request().url());
      await answer(route);
    });
    return asked;
  }

  test('Vimeo: placeholder first, then the embed check after consent, then the do-not-track player', async ({
    page,
  }) => {
    const videoRequests = await watchVideoHosts(page);
    const asked = await vimeoEmbedInformation(page, (route) =>
      route.fulfill({ json: { type: 'video', domain_status_code: 200 } }),
    );
    await page.goto(AWKWARD_CASES.mediaVimeo);
    const media = block(page, 'media');
    await hydrated(media);
    await expect(media.getByText('Deze video staat bij Vimeo.')).toBeVisible();
    await page.waitForTimeout(300);
    expect(videoRequests).toEqual([]);
    await media.getByRole('button', { name: 'Video-cookies toestaan en video bekijken' }).press('Enter');
    await expect(media.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/527381946?dnt=1');
    expect(asked).toEqual(['https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F527381946']);
  });

  for (const [name, answer] of [
    [
      'says domain status 403',
      (route: import('@playwright/test').Route) => route.fulfill({ json: { type: 'video', domain_status_code: 403 } }),
    ],
    ['gives an empty answer', (route: import('@playwright/test').Route) => route.fulfill({ json: {} })],
    ['does not answer', (route: import('@playwright/test').Route) => route.abort()],
  ] as const) {
    test(`Vimeo: a video whose embed information ${name} is blanked with the "unable to load" text`, async ({
      page,
      baseURL,
    }) => {
      await watchVideoHosts(page);
      await vimeoEmbedInformation(page, answer);
      await page.context().addCookies([{ name: 'video-cookies', value: 'yes', url: baseURL ?? '' }]);
      await page.goto(AWKWARD_CASES.mediaVimeo);
      const media = block(page, 'media');
      await hydrated(media);
      await expect(media.getByText('De video kan niet worden geladen.')).toBeVisible();
      await expect(media.locator('iframe, video')).toHaveCount(0);
    });
  }

  test('with video consent a direct file plays in a <video> and play, pause and finish are tracked', async ({
    page,
    baseURL,
  }) => {
    const videoRequests = await watchVideoHosts(page);
    await page.context().addCookies([{ name: 'video-cookies', value: 'yes', url: baseURL ?? '' }]);
    await page.goto(AWKWARD_CASES.mediaMp4);
    const media = block(page, 'media');
    await hydrated(media);
    const video = media.locator('video');
    await expect(video).toHaveAttribute('src', 'https://media.spaarnegasthuis.nl/video/opname-zo-gaat-het.mp4');
    await expect(video).toHaveAttribute('controls', '');
    await expect(media.getByRole('button', { name: /Video-cookies/ })).toHaveCount(0);
    await video.evaluate((element) => {
      for (const type of ['play', 'pause', 'ended']) element.dispatchEvent(new Event(type));
    });
    const actions = (await dataLayer(page)).filter((entry) => entry.event === 'video').map((entry) => entry.action);
    expect(actions).toEqual(['Play', 'Pause', 'Finished']);
    expect(videoRequests.every((url) => url.includes('opname-zo-gaat-het.mp4'))).toBe(true);
  });

  test('an unparsable video URL says it cannot be loaded', async ({ page }) => {
    await page.goto(AWKWARD_CASES.mediaUnparsableVideo);
    const media = block(page, 'media');
    await expect(media.getByText('De video kan niet worden geladen.')).toBeVisible();
    await expect(media.locator('iframe, video, [data-video-player]')).toHaveCount(0);
  });

  test('has no axe violations with the placeholder', async ({ page }) => {
    await watchVideoHosts(page);
    await page.goto(AWKWARD_CASES.mediaYoutube);
    await hydrated(block(page, 'media'));
    await expectNoAxeViolations(page);
  });
});

test.describe('BMI', () => {
  test('by keyboard: digits only, BMI with a comma, the four outcomes, the question cleared on change', async ({
    page,
  }) => {
    await page.goto(AWKWARD_CASES.bmi);
    await hydrated(block(page, 'bmi'));
    const form = page.locator('[data-bmi]');
    const age = form.getByLabel('Leeftijd (jaar)');
    const length = form.getByLabel('Lengte (cm)');
    const weight = form.getByLabel('Gewicht (kg)');
    const result = form.getByRole('status');
    const question = form.getByRole('group', { name: 'Heeft u een maagband?' });

    await age.focus();
    await page.keyboard.type('4a0-.');
    await expect(age).toHaveValue('40');
    await page.keyboard.press('Tab');
    await expect(length).toBeFocused();
    await page.keyboard.type('180');
    await page.keyboard.press('Tab');
    await expect(weight).toBeFocused();
    await page.keyboard.type('130');

    // BMI 40.1: eligible, with the weight bounds (0.4/0.5 x 180, 0.6/0.8 x 130).
    await expect(form).toContainText('Uw BMI is 40,1.');
    await expect(form.locator('[data-bmi-result]')).toHaveAttribute('data-bmi-result', 'eligible');
    await expect(result).toContainText('tussen 72 en 90 kilo');
    await expect(result).toContainText('tussen 78 en 104 kilo');
    await expect(question).toHaveCount(0);

    // BMI 30.9: the question decides.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('100');
    await expect(question).toBeVisible();
    await expect(form.locator('[data-bmi-result]')).toHaveAttribute('data-bmi-result', '');
    await page.keyboard.press('Tab');
    await expect(question.getByRole('radio', { name: 'Ja' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.locator('[data-bmi-result]')).toHaveAttribute('data-bmi-result', 'eligible');
    await page.keyboard.press('ArrowDown');
    await expect(question.getByRole('radio', { name: 'Nee' })).toBeChecked();
    await expect(form.locator('[data-bmi-result]')).toHaveAttribute('data-bmi-result', 'notEligible');
    await expect(result).toContainText('U komt niet in aanmerking');

    // Changing age clears the answer; under 18 is too young.
    await age.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('17');
    await expect(form.locator('[data-bmi-result]')).toHaveAttribute('data-bmi-result', 'tooYoung');
    await expect(question.getByRole('radio', { checked: true })).toHaveCount(0);

    // A length of 0 is an error under the field.
    await length.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Vul uw lengte in centimeters in')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('has no axe violations before use', async ({ page }) => {
    await page.goto(AWKWARD_CASES.bmi);
    await hydrated(block(page, 'bmi'));
    await expectNoAxeViolations(page);
  });
});

test.describe('expandable items', () => {
  test('start closed, open and close by keyboard one at a time, and the first opening is recorded once', async ({
    page,
  }) => {
    await watchVideoHosts(page);
    await page.goto(AWKWARD_CASES.mediaMp4);
    const items = block(page, 'expandable_content_blocks').locator('details');
    await expect(items).toHaveCount(3);
    for (const item of await items.all()) await expect(item).not.toHaveAttribute('open');
    // Openings are recorded once the page's script runs: on a busy machine that can be after the first key press.
    await expect(page.locator('html')).toHaveAttribute('data-expand-tracking', 'true');

    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(second.locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('open');
    await expect(first).toHaveAttribute('open');
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open');

    const expands = (await dataLayer(page)).filter(
      (entry) => entry.category === 'BuildingBlock' && entry.action === 'expand',
    );
    expect(expands.map((entry) => entry.label)).toEqual([
      'Hoe hoor ik wanneer ik word opgenomen?',
      'Mag ik iemand meenemen?',
    ]);
  });

  test('nested blocks show inside an opened item; titles are h3 under the block h2', async ({ page }) => {
    await page.goto(AWKWARD_CASES.mediaMp4);
    const expandable = block(page, 'expandable_content_blocks');
    await expect(expandable.getByRole('heading', { level: 2 })).toHaveText('Veelgestelde vragen over uw opname');
    await expect(expandable.getByRole('heading', { level: 3 })).toHaveCount(3);
    const third = expandable.locator('details').nth(2);
    await third.locator('summary').click();
    await expect(third.getByRole('link', { name: 'Alles over uw afspraak' })).toBeVisible();
  });

  test('open and close without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(EXPANDABLE_WITH_IMAGES_PAGE);
    const item = block(page, 'expandable_content_with_image_blocks').locator('details').first();
    await expect(item).not.toHaveAttribute('open');
    await item.locator('summary').click();
    await expect(item).toHaveAttribute('open');
    await expect(item.getByRole('img')).toBeVisible();
    await item.locator('summary').click();
    await expect(item).not.toHaveAttribute('open');
    await context.close();
  });

  test('have no axe violations, closed and open', async ({ page }) => {
    await watchVideoHosts(page);
    await page.goto(EXPANDABLE_WITH_IMAGES_PAGE);
    await expectNoAxeViolations(page);
    for (const summary of await block(page, 'expandable_content_with_image_blocks').locator('summary').all())
      await summary.click();
    await expectNoAxeViolations(page);
  });
});

test.describe('external form', () => {
  test('a titled frame 539 px high with the page query and isIframeEmbed=1', async ({ page, context, baseURL }) => {
    // The form service loads once the cookie bar is answered (tests/e2e/external-form.spec.ts).
    await context.addCookies(
      answeredCookies({ 'functional-cookies': 'yes', 'analytical-cookies': 'yes' }, baseURL ?? ''),
    );
    await page.route(/form\.jotform\.com/, (route) => route.abort());
    await page.goto(`${AWKWARD_CASES.externalForm}?afdeling=Cardiologie&bron=folder`);
    const frame = block(page, 'external_form').locator('iframe[data-form-frame]');
    await expect(frame).toHaveAttribute('title', 'Formulier klachten en complimenten');
    await expect(frame).toHaveAttribute(
      'src',
      'https://form.jotform.com/klachten-2026?afdeling=Cardiologie&bron=folder&isIframeEmbed=1',
    );
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(539);
  });
});

test.describe('the other blocks', () => {
  // Nothing waits to fade in, so axe sees every block.
  test.use({ contextOptions: { reducedMotion: 'reduce' } });
  const pages = [
    AWKWARD_CASES.waitingTimesDepartment, // location, waiting times, specialists, related content, news teasers, phone numbers
    '/afdelingen-en-centra/medische-microbiologie', // expandable locations
    AWKWARD_CASES.unsafeHtml, // people
    AWKWARD_CASES.externalForm,
    AWKWARD_CASES.newsTeaserMissingSlug, // featured content, news teasers
    '/vrienden/over-ons', // quote with image, people
    '/en/patients-and-visitors',
  ];
  for (const route of pages) {
    test(`have no axe violations on ${route}`, async ({ page }) => {
      await page.route(/form\.jotform\.com/, (route) => route.abort());
      await page.goto(route);
      await expect(page.locator('.block-list')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('expandable locations open by keyboard and link to the location page and a maps search', async ({ page }) => {
    await page.goto('/afdelingen-en-centra/medische-microbiologie');
    const location = block(page, 'locationExpandable').locator('details').first();
    await expect(location).not.toHaveAttribute('open');
    await location.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(location).toHaveAttribute('open');
    await expect(location.getByRole('link', { name: /^Meer over locatie / })).toHaveAttribute(
      'href',
      /^\/contact\/[a-z-]+$/,
    );
    const maps = location.getByRole('link', { name: /op de kaart/ });
    await expect(maps).toHaveAttribute('target', '_blank');
    const query = new URL((await maps.getAttribute('href')) ?? '').searchParams.get('query') ?? '';
    expect(query).toMatch(/^.+, .+, Spaarne Gasthuis$/);
    const expands = (await dataLayer(page)).filter((entry) => entry.action === 'expand');
    expect(expands).toHaveLength(1);
  });

  test('a click on a link in a call to action is recorded as a BuildingBlock event', async ({ page }) => {
    await watchVideoHosts(page);
    await page.goto(AWKWARD_CASES.mediaMp4);
    // Stay on the page after the click (the block script records it first).
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await block(page, 'cta').getByRole('link', { name: 'Bekijk de checklist' }).click();
    const clicks = (await dataLayer(page)).filter((entry) => entry.event === 'building_block');
    expect(clicks).toEqual([
      { event: 'building_block', category: 'BuildingBlock', action: 'cta', label: 'Bekijk de checklist' },
    ]);
  });

  test('English pages have English block texts', async ({ page }) => {
    await page.goto('/en/patients-and-visitors');
    await expect(page.locator('.block-list')).not.toContainText('Bekijk');
  });
});

test.describe('reveal on scroll', () => {
  test('blocks below the fold fade in once when 10% visible; in-view blocks are not hidden', async ({ page }) => {
    await page.goto(AWKWARD_CASES.waitingTimesDepartment);
    const blocks = page.locator('[data-reveal]');
    await expect(blocks.first()).toHaveAttribute('data-reveal-state', /static|waiting/);
    const last = blocks.last();
    await expect(last).toHaveAttribute('data-reveal-state', 'waiting');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-reveal-state', 'shown');
    await expect(last).toHaveCSS('opacity', '1');
  });

  test('nothing moves under prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(AWKWARD_CASES.carousel5Items);
    await page.waitForLoadState('load');
    await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
    await context.close();
  });
});
