import { usePage, useSite } from '../app/contexts.ts';
import { textUnlessServerRendered } from '../app/server-rendered.ts';
import { formatDate } from '../shared/dates.ts';
import { pageEditLink } from '../shared/edit-link.ts';
import { Icon } from './Icon.tsx';
import { safeUrl } from '../shared/script-url.ts';

/** Edit link, last-updated time in the page's locale, and contributors. */
export function PageMeta() {
  const site = useSite();
  const page = usePage();
  const fm = page.frontmatter;
  const texts = site.locale.texts;
  const edit =
    fm.editLink !== false && page.filePathRelative
      ? pageEditLink(site.repo, page.filePathRelative)
      : null;
  const updated =
    fm.lastUpdated !== false && page.git.updatedTime ? new Date(page.git.updatedTime) : null;
  const contributors = fm.contributors !== false ? page.git.contributors : [];
  const updatedText = textUnlessServerRendered(page, () =>
    updated
      ? formatDate(updated, site.locale.lang, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'UTC',
        })
      : '',
  );
  if (!edit && !updated && !contributors.length) return null;
  return (
    <footer className="page-meta">
      {edit && (
        <a className="edit-link" href={safeUrl(edit)} target="_blank" rel="noopener noreferrer">
          <Icon name="pencil" />
          {texts.editLink}
        </a>
      )}
      <div className="meta-details">
        {updated && (
          <p className="last-updated">
            <span className="label">{texts.lastUpdated}: </span>
            <time dateTime={updated.toISOString()} suppressHydrationWarning>
              {updatedText}
            </time>
          </p>
        )}
        {contributors.length > 0 && (
          <p className="contributors">
            <span className="label">{texts.contributors}: </span>
            {contributors.map((c) => c.name).join(', ')}
          </p>
        )}
      </div>
    </footer>
  );
}
