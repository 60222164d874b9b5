/**
 * An A to Z index (DESIGN.md quality bars): a bar of the letters A to Z in a labelled
 * nav, where a letter with entries links to its group and a letter without entries is plain text,
 * then the groups in order, each under a heading with the letter. Entries that start with no letter
 * come last, under '#'. Rendered on the server (zero JavaScript) and inside the overview islands.
 */
import type { ReactNode } from 'react';
import { ALPHABET, OTHER_LETTER } from '#src/overviews/shared/alphabet.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import './az-overviews.css';

/** azOverviews.common: what every A to Z overview shares (`other`: the group of entries that start with no letter). */
export type AzStrings = StringsAt<'azOverviews.common'>;

type Props<T> = {
  /** Prefix of the groups' ids (unique on the page): `specialisten` gives `#specialisten-A`. */
  idPrefix: string;
  groups: ReadonlyMap<string, readonly T[]>;
  /** The nav's accessible name, e.g. 'Specialisten op achternaam van A tot Z'. */
  barLabel: string;
  strings: AzStrings;
  headingLevel: 2 | 3;
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
  /** Class of each group's list (the entries' layout). */
  listClassName?: string;
};

export function groupId(idPrefix: string, letter: string): string {
  return `${idPrefix}-${letter === OTHER_LETTER ? 'overig' : letter}`;
}

export function AzIndex<T>({
  idPrefix,
  groups,
  barLabel,
  strings,
  headingLevel,
  itemKey,
  renderItem,
  listClassName,
}: Props<T>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const letters = groups.has(OTHER_LETTER) ? [...ALPHABET, OTHER_LETTER] : ALPHABET;
  return (
    <div className="az-index">
      <nav className="az-bar" aria-label={barLabel}>
        <ul>
          {letters.map((letter) => (
            <li key={letter}>
              {groups.has(letter) ? (
                <a href={`#${groupId(idPrefix, letter)}`}>
                  {letter}
                  {letter === OTHER_LETTER && <span className="visually-hidden"> {strings.other}</span>}
                </a>
              ) : (
                <span className="az-bar__empty">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {[...groups].map(([letter, items]) => (
        <div className="az-group" key={letter}>
          <Heading className="az-group__letter" id={groupId(idPrefix, letter)}>
            {letter === OTHER_LETTER ? strings.other : letter}
          </Heading>
          <ul className={['az-group__list', listClassName].filter(Boolean).join(' ')}>
            {items.map((item, index) => (
              <li key={itemKey(item, index)}>{renderItem(item)}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
