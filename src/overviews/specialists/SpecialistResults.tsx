/**
 * The specialists by surname, A to Z: photo, display name linking to their page, role.
 * The same component renders the full list on the server and a filtered list in the island.
 */
import '#src/components/ui/card.css';
import '#src/components/ui/person-card.css';
import { imageVariantUrl } from '#src/lib/contract/images.ts';
import { widthSrcset } from '#src/lib/images.ts';
import { groupSpecialists, type SpecialistEntry } from '#src/overviews/specialists/specialists.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import { AzIndex, type AzStrings } from '#src/overviews/shared/az/AzIndex.tsx';

export type SpecialistResultsStrings = Pick<StringsAt<'azOverviews.specialists'>, 'barLabel' | 'empty'>;

/** Portraits: the square variants of spec 9 (300x300, 600x600), shown at 6rem. */
const PHOTO_VARIANTS = ['300x300', '600x600'] as const;

function Photo({ src }: { src: string | undefined }) {
  if (!src) {
    return (
      <span className="person-card__photo person-card__photo--none" aria-hidden="true">
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
        </svg>
      </span>
    );
  }
  // The name beside it says who it is: the portrait is decorative.
  return (
    <img
      className="person-card__photo"
      src={imageVariantUrl(src, '300x300')}
      srcSet={widthSrcset(src, PHOTO_VARIANTS)}
      sizes="6rem"
      width={96}
      height={96}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

export function SpecialistResults({
  entries,
  strings,
  commonStrings,
}: {
  entries: readonly SpecialistEntry[];
  strings: SpecialistResultsStrings;
  commonStrings: AzStrings;
}) {
  if (entries.length === 0) return <p className="az-empty">{strings.empty}</p>;
  return (
    <AzIndex
      idPrefix="specialisten"
      groups={groupSpecialists(entries)}
      barLabel={strings.barLabel}
      strings={commonStrings}
      headingLevel={2}
      listClassName="card-grid az-people"
      itemKey={(entry, index) => entry.u ?? `${entry.n}-${index}`}
      renderItem={(entry) => (
        <div className="person-card person-card--centred az-person">
          <Photo src={entry.i} />
          <div className="person-card__details">
            <p className="az-person__name">{entry.u ? <a href={entry.u}>{entry.n}</a> : entry.n}</p>
            <p className="az-person__role">{entry.r}</p>
          </div>
        </div>
      )}
    />
  );
}
