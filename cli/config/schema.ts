import * as z from 'zod';
import { EXTENSIBLE_DIRECTIVES } from './csp-directives.ts';
import { headTags } from '../render/head-tags.ts';
import { containerKinds, DIALECT_NAMES } from '../markdown/dialects/index.ts';
import { containerTitles } from '../markdown/context.ts';

// Validates the shape of a site config; messages name the config path (locales./zh/.navbar.2.link).
const navLink = z.object({ text: z.string(), link: z.string(), icon: z.string().optional() });
const navItem = z.union([
  navLink,
  z.object({ text: z.string(), icon: z.string().optional(), children: z.array(navLink) }),
]);
const sidebarItem: z.ZodType = z.lazy(() =>
  z.union([
    z.string(),
    z.object({
      text: z.string().optional(),
      icon: z.string().optional(),
      link: z.string().optional(),
      prefix: z.string().optional(),
      collapsible: z.boolean().optional(),
      expanded: z.boolean().optional(),
      children: z.union([z.array(sidebarItem), z.literal('structure')]).optional(),
    }),
  ]),
);
const notice = z.object({
  path: z.string(),
  key: z.string(),
  title: z.string(),
  content: z.string(),
  showOnce: z.boolean().optional(),
  actions: z.array(
    z.object({
      text: z.string(),
      link: z.string().optional(),
      type: z.enum(['primary', 'default']).optional(),
    }),
  ),
});
const locale = z.object({
  lang: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  texts: z.record(z.string(), z.unknown()).optional(),
  navbar: z.array(navItem).optional(),
  sidebar: z
    .record(z.string(), z.union([z.array(sidebarItem), z.literal('structure'), z.literal(false)]))
    .optional(),
  notices: z.array(notice).optional(),
  footer: z.string().optional(),
  containerTitles: z.record(z.string(), z.string()).optional(),
});

/** Hints and details whose untitled title a locale may set (those with a word of ours); names of `markdown.containers` too. */
const TITLED_KINDS = Object.keys(containerTitles.en);

/** Why `name` cannot be a container of the site's own, or null: a name of `markdown.containers` (also read from VitePress's). */
export function containerNameProblem(name: string): string | null {
  if (Object.hasOwn(containerKinds, name))
    return `\`${name}\` is a container already: choose another name`;
  return /^[a-z0-9_-]+$/.test(name)
    ? null
    : 'a container name is lower-case letters, digits, `-` and `_`';
}

export const configSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().optional(),
    /** Extra head elements, `[tag, attributes]`; see cli/render/head-tags.ts for what is allowed and why. */
    head: z
      .array(z.tuple([z.enum(['meta', 'link', 'script']), z.record(z.string(), z.string())]))
      .optional()
      .superRefine((entries, ctx) => {
        try {
          headTags(entries ?? []);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    hostname: z.string().url().optional(),
    base: z
      .string()
      .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
      .optional(),
    logo: z.string().optional(),
    locales: z
      .record(
        z.string().regex(/^\/(.*\/)?$/, 'locale keys are path prefixes such as "/" and "/zh/"'),
        locale,
      )
      .refine((l) => '/' in l, 'a "/" locale is required'),
    redirectLocale: z.string().optional(),
    repo: z.string().optional(),
    docsRepo: z.string().optional(),
    docsBranch: z.string().optional(),
    docsDir: z.string().optional(),
    author: z.object({ name: z.string(), url: z.string().optional() }).optional(),
    copyright: z.union([z.string(), z.literal(false)]).optional(),
    colorMode: z.enum(['disable', 'enable', 'auto', 'switch', 'toggle']).optional(),
    comments: z
      .object({
        provider: z.literal('giscus'),
        repo: z.string().optional(),
        repoId: z.string().optional(),
        category: z.string().optional(),
        categoryId: z.string().optional(),
        origin: z.url().optional(),
      })
      .optional(),
    search: z
      .union([
        z.object({ provider: z.literal('local') }),
        z.object({
          provider: z.literal('hosted'),
          appId: z.string(),
          apiKey: z.string(),
          indexName: z.string(),
          host: z.string().optional(),
        }),
      ])
      .optional(),
    apiServers: z.record(z.string(), z.string()).optional(),
    components: z
      .record(
        z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'component names are PascalCase'),
        z.object({ path: z.string(), hydrate: z.boolean().optional() }),
      )
      .optional(),
    redirects: z.record(z.string(), z.string()).optional(),
    banner: z.string().optional(),
    data: z.record(z.string(), z.string()).optional(),
    srcExclude: z.array(z.string().min(1)).optional(),
    rewrites: z.record(z.string().min(1), z.string()).optional(),
    markdown: z
      .object({
        math: z.boolean().optional(),
        dialect: z.enum(DIALECT_NAMES).optional(),
        attrs: z
          .object({
            leftDelimiter: z.string().max(8).optional(),
            rightDelimiter: z.string().max(8).optional(),
            disable: z.boolean().optional(),
          })
          .optional(),
        containers: z.record(z.string(), z.string()).optional(),
      })
      .optional(),
    contentSecurityPolicy: z
      .union([
        z.literal(false),
        z.partialRecord(
          z.enum(EXTENSIBLE_DIRECTIVES),
          z.array(
            z
              .string()
              .regex(/^[^\s;,]+$/, 'one source per entry, without spaces, commas or semicolons'),
          ),
        ),
      ])
      .optional(),
    check: z
      .object({
        rules: z.record(z.string(), z.enum(['error', 'warning', 'off'])).optional(),
        ignoreLinks: z.array(z.union([z.string(), z.instanceof(RegExp)])).optional(),
      })
      .optional(),
  })
  .superRefine((config, ctx) => {
    for (const name of Object.keys(config.markdown?.containers ?? {})) {
      const problem = containerNameProblem(name);
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['markdown', 'containers', name], message: problem });
    }
    // a title for a container that does not exist is a typo (`warnig`) or a container not declared
    const declared = new Set([...TITLED_KINDS, ...Object.keys(config.markdown?.containers ?? {})]);
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

export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
