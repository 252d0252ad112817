/**
 * Other tools' sites, read never run.
 *
 * One folder a tool (`vitepress/`, `vuepress/` with theme-hope), each a
 * `ForeignTool` (tool.ts): `detect(root)` finds its folder beside the pages,
 * `read(root)` gives our config (its navigation and dialect in it) and the
 * notes on what was read. `registry.ts` lists the tools, `dialects.ts` their
 * markdown tables (apart, so markdown and the schema load them without the
 * config readers). `shared/` holds the literal reader, its file access and
 * what every tool's site becomes in our config.
 *
 * Imports run downward: `cli/config/` (our own config, folder defaults) names
 * no tool and imports nothing here; this room imports config's types, schema
 * and folder defaults. `site-config.ts` sits above both and chooses: the
 * site's own config (what it leaves out taken from the tool's site or the
 * folder, borrow.ts), else the tool's site, else the folder's defaults.
 * `cli/markdown/` may import the dialect tables; nothing here imports markdown.
 *
 * A new tool is a folder exporting a `ForeignTool` and its `Dialect`, and a
 * line in registry.ts and in dialects.ts.
 */
export { loadConfig, siteDefaults } from './site-config.ts';
export { FOREIGN_TOOLS } from './registry.ts';
export type { ForeignSite, ForeignTool } from './tool.ts';
