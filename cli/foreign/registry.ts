import type { ForeignTool } from './tool.ts';
import { vitepressTool } from './vitepress/index.ts';
import { valaxyTool } from './valaxy/index.ts';
import { vuepressTool } from './vuepress/index.ts';

/** The tools whose sites we read, the first that detects its folder winning. */
export const FOREIGN_TOOLS: readonly ForeignTool[] = [vitepressTool, vuepressTool, valaxyTool];
