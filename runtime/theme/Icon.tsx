import { useSite } from '../app/contexts.ts';

/**
 * An icon from the site's bundled set (Lucide), drawn in the text's colour by the site's icon stylesheet; unknown
 * names render nothing.
 */
export function Icon({ name, className, label }: { name?: string; className?: string; label?: string }) {
  const site = useSite();
  if (!name || !site.icons.names.includes(name)) return null;
  return (
    <span
      className={`icon${className ? ` ${className}` : ''}`} data-icon={name}
      role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}
    />
  );
}
