/**
 * The fallback widget of spec 8 ('render error in a wrapped widget: a fallback widget'): every
 * island is exported wrapped in this error boundary. When the island throws while it renders in
 * the browser (bad data from a static JSON, a browser API that is missing), the visitor sees a
 * short note in the page's language, with a plain link where the island had one (the unfiltered
 * list, the search page), instead of an empty or broken part of the page; the error is logged with
 * the island's name. The rest of the page goes on working.
 *
 * On the server React does not use error boundaries: an island that throws while the build renders
 * it fails the build, loudly, as it should.
 *
 * Its two strings live here rather than in the translation files: the fallback must not depend on
 * the props of the island that just failed, and the whole dictionary is not sent to the browser
 * for them.
 */
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import './IslandBoundary.css';

export const FALLBACK_STRINGS = {
  nl: { text: 'Dit onderdeel van de pagina kan nu niet worden getoond.', link: 'Toon de pagina zonder filters' },
  en: { text: 'This part of the page cannot be shown right now.', link: 'Show the page without filters' },
} as const;

/** The fallback's language: the page's (`<html lang="en-GB">` is English, anything else Dutch). */
export function fallbackStrings(lang: string | undefined): (typeof FALLBACK_STRINGS)[keyof typeof FALLBACK_STRINGS] {
  return lang?.toLowerCase().startsWith('en') ? FALLBACK_STRINGS.en : FALLBACK_STRINGS.nl;
}

type BoundaryProps = { island: string; href: string | undefined; children: ReactNode };
type BoundaryState = { failed: boolean };

export class IslandBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[island ${this.props.island}] could not render; the fallback is shown`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const strings = fallbackStrings(typeof document === 'undefined' ? undefined : document.documentElement.lang);
    return (
      <div className="island-fallback" role="note" data-island-fallback={this.props.island}>
        <p>{strings.text}</p>
        {this.props.href && (
          <p>
            <a href={this.props.href}>{strings.link}</a>
          </p>
        )}
      </div>
    );
  }
}

/**
 * An island wrapped in the boundary. `linkOf` gives the plain link the fallback offers (e.g. the
 * overview's own address, which shows the unfiltered list without the island).
 */
export function withFallback<P extends object>(
  Island: ComponentType<P>,
  name: string,
  linkOf?: (props: P) => string | undefined,
): ComponentType<P> {
  function Wrapped(props: P) {
    return (
      <IslandBoundary island={name} href={linkOf?.(props)}>
        <Island {...props} />
      </IslandBoundary>
    );
  }
  Wrapped.displayName = `withFallback(${name})`;
  return Wrapped;
}
