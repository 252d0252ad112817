import { useEffect, useState } from 'react';
import { usePage, useSite } from '../app/contexts.ts';
import { isExternal } from '../shared/routes.ts';
import { TYPE_DELAY_MS, typedTitleAt } from '../shared/typed-title.ts';
import { Content } from './Content.tsx';
import { Icon } from './Icon.tsx';
import { asStyle, ThemedImage } from './ThemedImage.tsx';
import { safeUrl } from '../shared/script-url.ts';

interface Media {
  name: string;
  url: string;
  icon?: string;
}

function TypedTitles({ titles }: { titles: string[] }) {
  const [text, setText] = useState(titles[0] ?? '');
  useEffect(() => {
    const started = performance.now();
    const timer = setInterval(
      () => setText(typedTitleAt(titles, performance.now() - started)),
      TYPE_DELAY_MS,
    );
    return () => clearInterval(timer);
  }, [titles]);
  return (
    <p className="portfolio-titles" aria-label={titles.join(', ')}>
      <span aria-hidden="true">{text}</span>
      <span className="caret" aria-hidden="true" />
    </p>
  );
}

/** A personal page (front matter `portfolio: true`): avatar, greeting, name, typed titles, social links, content. */
export function Portfolio() {
  const site = useSite();
  const fm = usePage().frontmatter;
  const titles = Array.isArray(fm.titles) ? fm.titles.map(String) : [];
  const medias = Array.isArray(fm.medias) ? (fm.medias as Media[]) : [];
  const content =
    fm.content === 'none'
      ? 'none'
      : fm.content === 'portfolio' || fm.content === undefined
        ? 'portfolio'
        : 'plain';
  return (
    <div className="portfolio">
      <header className="portfolio-hero">
        <ThemedImage
          light={fm.avatar}
          dark={fm.avatarDark}
          alt={String(fm.avatarAlt ?? '')}
          className="portfolio-avatar"
          width={128}
          height={128}
          style={asStyle(fm.avatarStyle)}
        />
        <p className="portfolio-welcome">
          {String(
            fm.welcome ??
              (site.locale.lang.startsWith('zh') ? '👋 你好，我是' : '👋 Hi there, I am'),
          )}
        </p>
        <h1 className="portfolio-name">{String(fm.name ?? site.author.name)}</h1>
        {titles.length > 0 && <TypedTitles titles={titles} />}
        {medias.length > 0 && (
          <ul className="portfolio-medias">
            {medias.map((m) => (
              <li key={m.name}>
                <a
                  href={safeUrl(m.url)}
                  aria-label={m.name}
                  title={m.name}
                  {...(isExternal(m.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon name={m.icon ?? 'link'} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </header>
      {content !== 'none' && (
        <div className={`portfolio-content ${content}`}>
          <Content />
        </div>
      )}
    </div>
  );
}
