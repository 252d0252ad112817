import { useHref, usePage } from '../app/contexts.ts';
import type { SidebarItem } from '../shared/types.ts';
import { Breadcrumb, PageMeta, TranslationNotice } from './deferred-parts.ts';
import { Content } from './Content.tsx';
import { Icon } from './Icon.tsx';
import { PageInfo } from './PageInfo.tsx';
import { PageNav } from './PageNav.tsx';
import { Toc } from './Toc.tsx';
import { Comment } from './Comment.tsx';

export function Article({ sidebar }: { sidebar: SidebarItem[] }) {
  const page = usePage();
  const fm = page.frontmatter;
  const href = useHref();
  return (
    <div className="article-wrapper">
      {/* first in the document, drawn on the right (CSS order): a long page is painted before its end is parsed,
          and a TOC arriving after the article would push the centred article aside (a layout shift of 0.06) */}
      <Toc />
      <article className="article">
        {typeof fm.cover === 'string' && <img className="page-cover" src={href(fm.cover)} alt="" />}
        <Breadcrumb />
        <header className="page-header">
          {!page.titleInContent && (
            <h1 className="page-title">
              <Icon name={typeof fm.icon === 'string' ? fm.icon : undefined} />
              {page.title}
            </h1>
          )}
          <PageInfo />
        </header>
        <TranslationNotice />
        <Content />
        <PageMeta />
        <PageNav sidebar={sidebar} />
        <Comment />
      </article>
    </div>
  );
}
