import { useId } from 'react';
import { withBase } from '../shared/routes.ts';
import { useMarkdownEnv } from './markdown-env.ts';

const TEXTS: Record<string, { title: string; empty: string }> = {
  en: { title: 'Catalog', empty: 'No catalog' },
  zh: { title: '目录', empty: '暂无目录' },
};

/** The pages of the current folder (or `base`), in sidebar order, under a visible title. */
export default function Catalog({ base }: { base?: string }) {
  const env = useMarkdownEnv();
  const titleId = useId();
  const texts = TEXTS[(env?.lang ?? 'en').split('-')[0]] ?? TEXTS.en;
  if (!env) return null;
  const folder = base ?? env.route.replace(/[^/]*$/, '');
  const pages = env.pages
    .filter(
      (p) =>
        p.route !== env.route &&
        p.route.startsWith(folder) &&
        p.route !== folder &&
        !p.route.slice(folder.length).replace(/\/$/, '').includes('/'),
    )
    .sort((a, b) => (a.order ?? 1e9) - (b.order ?? 1e9) || a.title.localeCompare(b.title));
  return (
    <nav className="catalog" aria-labelledby={titleId}>
      {/* a heading for readers and screen readers, kept out of the page's own headings (no anchor, no TOC entry) */}
      <p className="catalog-title" id={titleId} role="heading" aria-level={2}>
        {texts.title}
      </p>
      {pages.length ? (
        <ul>
          {pages.map((p) => (
            <li key={p.route}>
              <a href={withBase(env.base, p.route)}>{p.title}</a>
              {p.description ? ` — ${p.description}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="catalog-empty">{texts.empty}</p>
      )}
    </nav>
  );
}
