import { useEffect, useState } from 'react';
import { useHref, usePage, useRouter, useSite } from '../app/contexts.ts';
import { noticeFor, noticeStorageKey } from '../shared/notice.ts';
import { isExternal } from '../shared/routes.ts';
import { noticeStorage, pendingNotice } from './first-visit.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { safeUrl } from '../shared/script-url.ts';

/** A popup for the entries matching the page's path; closing it or any action remembers it was seen. */
export function Notice() {
  const site = useSite();
  const page = usePage();
  const router = useRouter();
  const href = useHref();
  const notice = noticeFor(page.route, site.locale.notices);
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(pendingNotice(site, page.route) !== null), [site, page.route]);
  if (!notice || !visible) return null;
  const dismiss = () => {
    try {
      noticeStorage(notice).setItem(noticeStorageKey(notice, site.locale.prefix), '1');
    } catch {
      /* storage may be off */
    }
    setVisible(false);
  };
  return (
    <ModalDialog className="notice" labelledBy="notice-title" onDismiss={dismiss} closeOnBackdrop>
      <div className="notice-header">
        <h2 id="notice-title">{notice.title}</h2>
        <button
          type="button"
          className="notice-close"
          aria-label={site.locale.texts.close}
          onClick={dismiss}
        >
          ×
        </button>
      </div>
      <div className="notice-content" dangerouslySetInnerHTML={{ __html: notice.content }} />
      <div className="notice-actions">
        {notice.actions.map((action) => (
          <a
            key={action.text}
            className={`action-button ${action.type ?? 'default'}`}
            href={
              action.link
                ? isExternal(action.link)
                  ? safeUrl(action.link)
                  : href(action.link)
                : undefined
            }
            {...(action.link && isExternal(action.link)
              ? { target: '_blank', rel: 'noopener noreferrer' }
              : {})}
            onClick={(e) => {
              dismiss();
              if (action.link && !isExternal(action.link)) {
                e.preventDefault();
                void router.navigate(href(action.link));
              }
            }}
          >
            {action.text}
          </a>
        ))}
      </div>
    </ModalDialog>
  );
}
