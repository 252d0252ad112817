import { useSite } from '../app/contexts.ts';
import { iconSymbolId } from '../shared/icon-sprite.ts';

/** An icon from the site's bundled set (Lucide), drawn from the page's sprite; unknown names render nothing. */
export function Icon({
  name,
  className,
  label,
}: {
  name?: string;
  className?: string;
  label?: string;
}) {
  const site = useSite();
  if (!name || !site.icons.names.includes(name)) return null;
  return (
    <svg
      className={`icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
