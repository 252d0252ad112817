import { useSite } from '../app/contexts.ts';

/** An icon from the site's bundled set (Lucide), inlined as SVG; unknown names render nothing. */
export function Icon({ name, className, label }: { name?: string; className?: string; label?: string }) {
  const site = useSite();
  const body = name ? site.icons[name] : undefined;
  if (!body) return null;
  return (
    <svg
      className={`icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24" width="1em" height="1em"
      role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
