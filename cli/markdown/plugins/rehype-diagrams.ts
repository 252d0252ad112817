import type { Element, Parent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import { fileData } from '../context.ts';
import { deflateSync, strToU8 } from 'fflate';

const KINDS: Record<string, 'mermaid' | 'flowchart'> = {
  mermaid: 'mermaid',
  flow: 'flowchart',
  flowchart: 'flowchart',
};

/**
 * The browser library that draws each kind of diagram
 * (runtime/islands/diagrams.ts imports it).
 */
export const DIAGRAM_LIBRARIES: Record<'mermaid' | 'flowchart', string> = {
  mermaid: 'mermaid',
  flowchart: 'flowchart.js',
};

/** The kinds of diagram a page's HTML draws, as this plugin marks them (`data-diagram`). */
export const diagramsIn = (html: string): string[] =>
  Object.keys(DIAGRAM_LIBRARIES).filter((kind) => html.includes(`data-diagram="${kind}"`));

/**
 * theme-hope's fences for one kind of mermaid diagram each (```sequence Title):
 * the fence's name stands for the diagram's first line, and the words after it
 * are the diagram's title.
 */
const MERMAID_SHORTHANDS: Record<string, string> = {
  sequence: 'sequenceDiagram',
  class: 'classDiagram',
  state: 'stateDiagram-v2',
  er: 'erDiagram',
  journey: 'journey',
  gantt: 'gantt',
  pie: 'pie',
  'git-graph': 'gitGraph',
  c4c: 'C4Context',
  mindmap: 'mindmap',
  timeline: 'timeline',
  sankey: 'sankey-beta',
  xy: 'xychart-beta',
  block: 'block-beta',
  quadrant: 'quadrantChart',
  requirement: 'requirementDiagram',
  packet: 'packet-beta',
  architecture: 'architecture-beta',
  radar: 'radar-beta',
};

/** Whether a fence of this language becomes a diagram, not highlighted code. */
export const isDiagramLanguage = (lang: string): boolean =>
  Object.hasOwn(KINDS, lang) || Object.hasOwn(MERMAID_SHORTHANDS, lang);

/**
 * A theme-hope diagram fence as the ```mermaid block it stands for, or null for
 * any other language.
 */
export function mermaidShorthand(lang: string, title: string, body: string): string | null {
  if (!Object.hasOwn(MERMAID_SHORTHANDS, lang)) return null;
  // mermaid reads a diagram's title from its front matter, as a YAML string
  const heading = title ? `---\ntitle: ${JSON.stringify(title)}\n---\n` : '';
  return `${heading}${MERMAID_SHORTHANDS[lang]}\n${body}`;
}

/**
 * Diagram source → compressed base64, as stored in the page (decoded in the
 * browser by runtime/islands/diagrams.ts).
 */
export function encodeDiagram(source: string): string {
  return Buffer.from(deflateSync(strToU8(source), { level: 9 })).toString('base64');
}

/**
 * Mermaid and flowchart blocks (```mermaid, ```flow) become placeholders
 * carrying their compressed source; the diagram library is loaded in the
 * browser only on pages that have one.
 */
export const rehypeDiagrams: Plugin<[], Root> = () => (tree, file) => {
  const label = fileData(file).texts.diagram;
  visit(tree, 'element', (node: Element, index, parent: Parent | undefined) => {
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children[0] as Element | undefined;
    const lang = ((code?.properties?.className as string[] | undefined) ?? [])
      .find((c) => c.startsWith('language-'))
      ?.slice(9);
    const kind = lang && isDiagramLanguage(lang) ? KINDS[lang] : undefined;
    if (!kind || !code) return;
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      properties: {
        className: ['diagram'],
        dataDiagram: kind,
        dataCode: encodeDiagram(toString(code).replace(/\n$/, '')),
        role: 'img',
        ariaLabel: label.replace('{kind}', kind),
      },
      children: [
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['diagram-spinner'], ariaHidden: 'true' },
          children: [],
        },
      ],
    };
  });
};
