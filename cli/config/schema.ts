import * as z from 'zod';
import { interfaceTexts } from '../../runtime/shared/texts/index.ts';
import { checkFields } from './schemas/check.ts';
import { localesFields } from './schemas/locales.ts';
import { containerNameProblem, markdownFields } from './schemas/markdown.ts';
import { pagesFields } from './schemas/pages.ts';
import { searchFields } from './schemas/search.ts';
import { securityFields } from './schemas/security.ts';
import { siteFields } from './schemas/site.ts';
import { themeFields } from './schemas/theme.ts';

export { containerNameProblem } from './schemas/markdown.ts';

/** The config's sections, in the order the reference page lists them. */
export const configSections = [
  { title: 'Site', fields: siteFields },
  { title: 'Locales', fields: localesFields },
  { title: 'Theme', fields: themeFields },
  { title: 'Search', fields: searchFields },
  { title: 'Pages', fields: pagesFields },
  { title: 'Markdown', fields: markdownFields },
  { title: 'Security', fields: securityFields },
  { title: 'Check', fields: checkFields },
] as const;

/** Hints and details whose untitled title a locale may set (those with a word of ours). */
const TITLED_KINDS = Object.keys(interfaceTexts('en').containerTitles);

/** A site config; messages name the config path (`locales./zh/.navbar.2.link`). */
export const configSchema = z
  .object({
    ...siteFields,
    ...localesFields,
    ...themeFields,
    ...searchFields,
    ...pagesFields,
    ...markdownFields,
    ...securityFields,
    ...checkFields,
  })
  .superRefine((config, ctx) => {
    for (const { name, path } of sitePartNames(config))
      if (!config.components?.[name])
        ctx.addIssue({
          code: 'custom',
          path,
          message: `"${name}" is not one of the site's components`,
        });
    for (const name of Object.keys(config.markdown?.containers ?? {})) {
      const problem = containerNameProblem(name);
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['markdown', 'containers', name], message: problem });
    }
    // a title for a container that does not exist is a typo (`warnig`) or a container not declared
    const declared = new Set([...TITLED_KINDS, ...Object.keys(config.markdown?.containers ?? {})]);
    if (config.locales['/']?.missing === 'fallback')
      ctx.addIssue({
        code: 'custom',
        path: ['locales', '/', 'missing'],
        message:
          "the `/` locale is the source of fallbacks: a page missing there can be `'error'` or `'ignore'`",
      });
    for (const [prefix, locale] of Object.entries(config.locales)) {
      for (const name of Object.keys(locale.containerTitles ?? {})) {
        if (!declared.has(name))
          ctx.addIssue({
            code: 'custom',
            path: ['locales', prefix, 'containerTitles', name],
            message: `no container is called \`${name}\`: give titles to ${TITLED_KINDS.join(', ')} or to a name declared in markdown.containers`,
          });
      }
    }
  });

/** The site components the layouts and slots name, each with its config path. */
function sitePartNames(config: {
  layouts?: Record<string, string>;
  slots?: { sidebarTop?: { component: string } };
}): { name: string; path: string[] }[] {
  const layouts = Object.entries(config.layouts ?? {}).map(([prefix, name]) => ({
    name,
    path: ['layouts', prefix],
  }));
  const top = config.slots?.sidebarTop;
  return top
    ? [...layouts, { name: top.component, path: ['slots', 'sidebarTop', 'component'] }]
    : layouts;
}

export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
