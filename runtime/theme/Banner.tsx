import { useSite } from '../app/contexts.ts';

/** A promotional strip above the page; the block exists but stays off unless the site config sets `banner`. */
export function Banner() {
  const { banner } = useSite();
  if (!banner) return null;
  return <div className="banner" role="note" dangerouslySetInnerHTML={{ __html: banner }} />;
}
