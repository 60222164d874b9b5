/**
 * The waiting-times overview's data, once per build context: every department's times
 * (`waiting-times`), each centre's (`waiting-times?forPage=centrum&title=`, for the centres of the
 * site graph) and, from the graph's department pages, which centre each department belongs to (for
 * the `centrum` query). A call that fails is reported and that part is left out; the page renders.
 */
import { fetchWaitingTimes, fetchWaitingTimesMeasurement } from '#src/lib/api/waiting-times.ts';
import type { Page, WaitingTimeGroup } from '#src/lib/contract/index.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { centreLookup, waitingTimesData, type WaitingTimesData } from '#src/overviews/waiting-times/waiting-times.ts';
import { parseContent, reportParsedContent } from '#src/blocks/parse-content.ts';
import { loadBlockData } from '#src/lib/models/block-data.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import {
  WAITING_TIMES_ROUTE,
  waitingTimesOverviewModel,
  type WaitingTimesOverviewModel,
} from '#src/overviews/waiting-times/waiting-times-model.ts';

async function groups(
  ctx: BuildContext,
  filter: Parameters<typeof fetchWaitingTimes>[0],
  what: string,
): Promise<WaitingTimeGroup[]> {
  const result = await fetchWaitingTimes(filter, ctx.content);
  if (result.state === 'loaded') return result.data;
  ctx.report.add('waiting times', `${what} could not be loaded (${result.status}); /wachttijden shows them without it`);
  return [];
}

/** The groups of several answers as one list per heading. */
function mergeGroups(answers: ReadonlyArray<readonly WaitingTimeGroup[]>): WaitingTimeGroup[] {
  const byKind = new Map<WaitingTimeGroup['Kind'], WaitingTimeGroup>();
  for (const group of answers.flat()) {
    const merged = byKind.get(group.Kind) ?? { Kind: group.Kind, WaitingTimes: [] };
    const known = new Set(merged.WaitingTimes.map((entry) => entry.Name));
    merged.WaitingTimes.push(...group.WaitingTimes.filter((entry) => !known.has(entry.Name)));
    byKind.set(group.Kind, merged);
  }
  return [...byKind.values()];
}

/** The peildatum, or null (reported) when the CMS could not give it: the page then says it is unknown. */
async function measuredOn(
  ctx: BuildContext,
  answer: ReturnType<typeof fetchWaitingTimesMeasurement>,
): Promise<string | null> {
  const result = await answer;
  if (result.state === 'loaded') return result.data.MeasurementDate;
  ctx.report.add(
    'waiting times',
    `the peildatum could not be loaded (${result.status}); /wachttijden shows it as unknown`,
  );
  return null;
}

const titleOf = (page: Page): string => page.Organisation?.Title ?? page.Title;

async function build(ctx: BuildContext): Promise<WaitingTimesData> {
  const graph = await ctx.siteGraph();
  // Only centres and departments are read: a page's content is a dependency of what reads it (incremental builds).
  const pages = [...(graph?.nodes.values() ?? [])]
    .filter((node) => node.locale === 'nl' && (node.pageType === 'centre' || node.pageType === 'department'))
    .map((node) => ({ type: node.pageType, page: node.page }));
  const centreTitles = [
    ...new Set(pages.filter(({ type }) => type === 'centre').map(({ page }) => titleOf(page))),
  ].sort((a, b) => a.localeCompare(b, 'nl'));
  const measurement = fetchWaitingTimesMeasurement(ctx.content);
  const [departments, ...centres] = await Promise.all([
    groups(ctx, null, 'the waiting times of every department'),
    ...centreTitles.map((title) =>
      groups(ctx, { forPage: 'centrum', title }, `the waiting times of centre "${title}"`),
    ),
  ]);
  const centreOf = centreLookup(
    pages.flatMap(({ type, page }) => {
      const centre = type === 'department' ? (page.Centrum?.Title ?? page.Department?.Centrum?.Title ?? null) : null;
      return centre ? [[titleOf(page), centre] as const] : [];
    }),
  );
  return waitingTimesData(departments ?? [], mergeGroups(centres), centreOf, await measuredOn(ctx, measurement));
}

export function loadWaitingTimesData(ctx: BuildContext): Promise<WaitingTimesData> {
  return ctx.once('waiting times overview', () => build(ctx));
}

/** /wachttijden: the CMS's Wachttijden page (when the crawl found it) with its blocks' data, and the tables. */
export async function loadWaitingTimesOverviewModel(ctx: BuildContext): Promise<WaitingTimesOverviewModel> {
  const node = (await ctx.siteGraph())?.nodes.get(WAITING_TIMES_ROUTE);
  const modelCtx = await modelContext(ctx, 'nl');
  let page = null;
  if (node) {
    const parsed = parseContent(node.page.Content, WAITING_TIMES_ROUTE);
    reportParsedContent(ctx.report, parsed);
    const { blocks } = parsed;
    const options = {
      content: ctx.content,
      report: ctx.report,
      route: WAITING_TIMES_ROUTE,
      locale: modelCtx.locale,
      siteName: modelCtx.t('site.name'),
    };
    page = { page: node.page, alternates: node.alternates, blocks: await loadBlockData(blocks, options) };
  }
  return waitingTimesOverviewModel(page, await loadWaitingTimesData(ctx), modelCtx);
}
