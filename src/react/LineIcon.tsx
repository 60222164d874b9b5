/**
 * The site's decorative 24x24 line icons (src/components/icon-paths.ts) for islands, the same
 * markup as Icon.astro: aria-hidden, the text beside it says what it means. Unknown names fall
 * back to `fallback`, then to `info`.
 */
import { ICON_PATHS, type IconName } from '#src/components/icon-paths.ts';

export function LineIcon({
  name,
  fallback = 'info',
  size = 24,
  className,
}: {
  name: string | null | undefined;
  fallback?: IconName;
  size?: number;
  className?: string;
}) {
  const paths = (name && Object.hasOwn(ICON_PATHS, name) ? ICON_PATHS[name as IconName] : null) ?? ICON_PATHS[fallback];
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
