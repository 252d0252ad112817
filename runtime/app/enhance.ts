// Behaviour of static markup that markdown produces (code copy buttons, tab sets). Delegated listeners on the
// document, installed once, so content swapped in by client navigation works without re-binding.

import { listenForToasts, showToast } from './toast.ts';

const TAB_STORE = 'docs-build-tabs:';
export const COPIED_MS = 2000;

export function installEnhancements(): void {
  listenForToasts();
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const copy = target.closest?.('button.copy-code') as HTMLButtonElement | null;
    if (copy) {
      void copyCode(copy);
      return;
    }
    const tab = target.closest?.('.tabs-nav [role="tab"]') as HTMLButtonElement | null;
    if (tab) selectTab(tab, true);
    const embed = target.closest?.('.video-embed-load')
      ? target.closest<HTMLElement>('[data-embed-src]')
      : null;
    if (embed) loadEmbed(embed);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.(
      '.tabs-nav [role="tab"]',
    ) as HTMLButtonElement | null;
    if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const tabs = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const i = tabs.indexOf(tab);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (i + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    event.preventDefault();
    selectTab(tabs[next], true);
    tabs[next].focus();
  });
}

/** A third-party player, asked for by the reader: only now is its page requested. */
function loadEmbed(box: HTMLElement) {
  const frame = document.createElement('iframe');
  frame.src = box.dataset.embedSrc!;
  frame.title = box.dataset.embedTitle ?? '';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'no-referrer';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-presentation');
  box.replaceChildren(frame);
  frame.focus();
}

/** The code a reader means to copy: lines marked removed (`// [!code --]`) are left out. */
export function codeToCopy(pre: HTMLElement | null | undefined): string {
  if (!pre) return '';
  if (!pre.querySelector('.line.diff.remove')) return pre.textContent ?? '';
  const clone = pre.cloneNode(true) as HTMLElement;
  // a removed line goes with the line break after it, so no blank line is left where it was
  for (const line of clone.querySelectorAll('.line.diff.remove')) {
    const next = line.nextSibling;
    if (next?.nodeType === Node.TEXT_NODE && next.textContent?.startsWith('\n'))
      next.textContent = next.textContent.slice(1);
    else if (line.previousSibling?.nodeType === Node.TEXT_NODE)
      line.previousSibling.textContent = line.previousSibling.textContent!.replace(/\n$/, '');
    line.remove();
  }
  return clone.textContent ?? '';
}

async function copyCode(button: HTMLButtonElement) {
  const code = codeToCopy(button.parentElement?.querySelector('pre'));
  try {
    await navigator.clipboard.writeText(code);
  } catch {
    const area = document.createElement('textarea');
    area.value = code;
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  button.classList.add('copied');
  button.setAttribute('aria-live', 'polite');
  if (button.dataset.copied) showToast(button.dataset.copied, { kind: 'success' });
  clearTimeout(Number(button.dataset.timer));
  button.dataset.timer = String(setTimeout(() => button.classList.remove('copied'), COPIED_MS));
}

function activate(set: Element, title: string): boolean {
  const tabs = [...set.querySelectorAll<HTMLElement>(':scope > .tabs-nav > [role="tab"]')];
  if (!tabs.some((t) => t.dataset.tab === title)) return false;
  for (const t of tabs) {
    const on = t.dataset.tab === title;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
  }
  for (const panel of set.querySelectorAll<HTMLElement>(':scope > .tab-panel'))
    panel.hidden = panel.dataset.tab !== title;
  return true;
}

function selectTab(tab: HTMLElement, remember: boolean) {
  const set = tab.closest('.tabs')!;
  const title = tab.dataset.tab ?? '';
  activate(set, title);
  const group = (set as HTMLElement).dataset.tabGroup;
  if (!group) return;
  if (remember) {
    try {
      localStorage.setItem(TAB_STORE + group, title);
    } catch {
      /* storage may be off */
    }
  }
  for (const other of document.querySelectorAll(`.tabs[data-tab-group="${CSS.escape(group)}"]`))
    if (other !== set) activate(other, title);
}

/** Applies each tab group's remembered choice to the tab sets under `root` (after every page render). */
export function applyTabMemory(root: ParentNode): void {
  for (const set of root.querySelectorAll<HTMLElement>('.tabs[data-tab-group]')) {
    let title: string | null = null;
    try {
      title = localStorage.getItem(TAB_STORE + set.dataset.tabGroup);
    } catch {
      /* storage may be off */
    }
    if (title) activate(set, title);
  }
}
