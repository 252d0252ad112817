// Renders the page's diagram placeholders (see cli/markdown/plugins/rehype-diagrams.ts). Loaded by the Content
// component only when a page has a diagram; mermaid and flowchart.js are loaded on first need, never up front.
import { CorruptDataError, decodeCompressed } from './inflate.ts';

export const DIAGRAM_DELAY_MS = 800;

/** flowchart.js scale by viewport width, as the seed gives it. */
export function flowchartScale(width: number): number {
  if (width < 419) return 0.8;
  if (width > 1280) return 1;
  return 0.9;
}

const isDark = () => document.documentElement.dataset.theme === 'dark';
let counter = 0;

async function renderMermaid(el: HTMLElement, code: string) {
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: isDark() ? 'dark' : 'default',
  });
  const { svg } = await mermaid.render(`mermaid-${++counter}`, code);
  el.innerHTML = svg;
}

async function renderFlowchart(el: HTMLElement, code: string) {
  const { default: flowchart } = await import('flowchart.js');
  el.innerHTML = '';
  const dark = isDark();
  flowchart.parse(code).drawSVG(el, {
    scale: flowchartScale(window.innerWidth),
    'line-color': dark ? '#c9d1d9' : '#24292f',
    'element-color': dark ? '#c9d1d9' : '#24292f',
    'font-color': dark ? '#e6e8eb' : '#1f2328',
    fill: dark ? '#161b22' : '#ffffff',
  });
}

async function renderOne(el: HTMLElement) {
  let code: string;
  try {
    code = decodeCompressed(el.dataset.code ?? '');
  } catch (error) {
    showError(
      el,
      error instanceof CorruptDataError
        ? `Diagram data is corrupt: ${error.message}`
        : String(error),
    );
    return;
  }
  try {
    if (el.dataset.diagram === 'mermaid') await renderMermaid(el, code);
    else await renderFlowchart(el, code);
    el.dataset.rendered = el.dataset.diagram;
  } catch (error) {
    showError(el, `Diagram could not be drawn: ${(error as Error).message}`);
  }
}

function showError(el: HTMLElement, message: string) {
  el.innerHTML = '';
  const p = document.createElement('p');
  p.className = 'diagram-error';
  p.setAttribute('role', 'alert');
  p.textContent = message;
  el.append(p);
  el.dataset.rendered = 'error';
}

/** Draws every diagram under `root` after the spinner delay, and again when the colour mode changes. */
export function renderDiagrams(root: HTMLElement): () => void {
  const elements = () => [...root.querySelectorAll<HTMLElement>('[data-diagram]')];
  const timer = setTimeout(() => {
    for (const el of elements()) void renderOne(el);
  }, DIAGRAM_DELAY_MS);
  const observer = new MutationObserver(() => {
    for (const el of elements())
      if (el.dataset.rendered && el.dataset.rendered !== 'error') void renderOne(el);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
