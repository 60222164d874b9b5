/**
 * Pagination: 'Vorige pagina'/'Volgende pagina', the current page, two each side, first
 * and last, ellipsis gaps; nothing for one page or fewer. A labelled nav with aria-current="page"
 * and a label per number. Rendered on the server inside islands, so its links work without
 * JavaScript; with JavaScript `onNavigate` takes over.
 */
import type { MouseEvent } from 'react';
import { fillTemplate } from '#src/i18n/template.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import { paginationWindow } from '#src/overviews/shared/pagination.ts';
import { isPlainClick } from '#src/overviews/shared/plain-click.ts';

/** `pagination`; `page` has `{{page}}`. */
export type PaginationStrings = StringsAt<'pagination'>;

type Props = {
  current: number;
  pages: number;
  /** The address of a page (works without JavaScript). */
  hrefFor: (page: number) => string;
  /** With JavaScript: go to a page without loading a new document. */
  onNavigate?: (page: number) => void;
  strings: PaginationStrings;
};

export function Pagination({ current, pages, hrefFor, onNavigate, strings }: Props) {
  const items = paginationWindow(current, pages);
  if (items.length === 0) return null;
  const follow = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(page);
  };
  return (
    <nav className="pagination" aria-label={strings.label}>
      <ul>
        {current > 1 && (
          <li className="pagination__step">
            <a href={hrefFor(current - 1)} rel="prev" onClick={follow(current - 1)}>
              {strings.previous}
            </a>
          </li>
        )}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefFor(item.page)}
                aria-current={item.current ? 'page' : undefined}
                aria-label={fillTemplate(strings.page, { page: item.page })}
                onClick={follow(item.page)}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {current < pages && (
          <li className="pagination__step">
            <a href={hrefFor(current + 1)} rel="next" onClick={follow(current + 1)}>
              {strings.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
