/** `page | site`, or the site title alone when the page has none or repeats it. */
export function documentTitle(pageTitle: string, siteTitle: string): string {
  return !pageTitle || pageTitle === siteTitle ? siteTitle : `${pageTitle} | ${siteTitle}`;
}
