import * as z from 'zod';

// The navbar, sidebar and notice entries a locale lists (see locales.ts).

const navLink = z.object({ text: z.string(), link: z.string(), icon: z.string().optional() });

export const navItemSchema = z.union([
  navLink,
  z.object({ text: z.string(), icon: z.string().optional(), children: z.array(navLink) }),
]);

const sidebarGroup = z.object({
  text: z.string().optional(),
  icon: z.string().optional(),
  link: z.string().optional(),
  prefix: z.string().optional(),
  collapsible: z.boolean().optional(),
  expanded: z.boolean().optional(),
  get children(): z.ZodOptional<
    z.ZodUnion<readonly [z.ZodArray<typeof sidebarItemSchema>, z.ZodLiteral<'structure'>]>
  > {
    return z.union([z.array(sidebarItemSchema), z.literal('structure')]).optional();
  },
});

/** A page's path, or a group; `children: 'structure'` lists a folder's pages by their order. */
export const sidebarItemSchema: z.ZodUnion<readonly [z.ZodString, typeof sidebarGroup]> = z.union([
  z.string(),
  sidebarGroup,
]);

export const noticeSchema = z.object({
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
