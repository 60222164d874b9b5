/**
 * What the site knows about one block kind, in one typed object: its value as the CMS sends it, the
 * links inside it, the calls it makes and how its data is loaded, when it shows nothing, whether it
 * gets an anchor in the page's 'go quickly to' menu and which analytics action its link clicks
 * record, and which other hosts it reaches. Its view is `<PascalCaseOfKind>Block.astro` in the same folder.
 */
import type { z } from 'zod';
import type { BlockEventAction } from '#src/lib/blocks/block-events.ts';
import type { BlockCalls } from '#src/blocks/shared/calls.ts';
import type { BlockLoadContext } from '#src/blocks/shared/load-context.ts';

export type BlockDescriptor<Kind extends string, Schema extends z.ZodType, Data> = {
  kind: Kind;
  /** The block's value (the JSON inside its section in Page.Content). */
  schema: Schema;
  /** The links inside the value, as written (rich text, link fields; images are not links). */
  links?: (value: z.output<Schema>) => string[];
  /** The calls the block makes for data it does not carry. */
  calls?: (value: z.output<Schema>) => Partial<BlockCalls>;
  /** Fetches that data while the page model is built (rendering does no I/O). */
  load?: (value: z.output<Schema>, context: BlockLoadContext) => Promise<Data>;
  /** Shows nothing whatever the CMS answers, known from the value alone. */
  showsNothing?: (value: z.output<Schema>) => boolean;
  /** Shows nothing with the data that was loaded. */
  showsNothingWith?: (data: Data) => boolean;
  /** Whether a titled block of this kind gets an anchor in the page's 'go quickly to' menu. */
  inAnchorMenu: boolean;
  /** The analytics action recorded for link clicks inside the block; null: none. */
  clickEvent: BlockEventAction | null;
  /** The other hosts the block's frames and browser calls reach: the page's CSP allows them and no more. */
  otherOrigins?: (settings: BlockOriginSettings) => BlockOrigins;
};

/** The settings that decide a block's other hosts. */
export type BlockOriginSettings = {
  /** PUBLIC_FORM_SERVICE_URL, or null for the form block's default service. */
  formServiceUrl: string | null;
};

/** Origins (`https://host`) by what the block does with them: show in a frame, call from the browser. */
export type BlockOrigins = { frame?: string[]; connect?: string[] };

/** A block kind's descriptor; `Data` is what `load` gives (null for kinds that load nothing). */
export function defineBlock<Kind extends string, Schema extends z.ZodType, Data = null>(
  descriptor: BlockDescriptor<Kind, Schema, Data>,
): BlockDescriptor<Kind, Schema, Data> {
  return descriptor;
}
