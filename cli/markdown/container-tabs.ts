import type { RootContent } from 'mdast';
import { el, markerOf, text } from './container-nodes.ts';

interface Tab {
  title: string;
  active: boolean;
  children: RootContent[];
}

function tabsFromMarkers(inner: RootContent[]): Tab[] {
  const tabs: Tab[] = [];
  for (const node of inner) {
    const marker = markerOf(node);
    if (marker?.kind === 'tab')
      tabs.push({
        title: String(marker.data.title),
        active: Boolean(marker.data.active),
        children: [],
      });
    else if (tabs.length) tabs[tabs.length - 1].children.push(node);
  }
  return tabs;
}

/**
 * A tab set: each tab marker in `inner` starts a tab holding the nodes up to
 * the next; the first tab marked active (else the first tab) is shown.
 */
export function containerTabs(
  className: string | undefined,
  group: string,
  inner: RootContent[],
  index: number,
): RootContent {
  const tabs = tabsFromMarkers(inner);
  let active = tabs.findIndex((t) => t.active);
  if (active === -1) active = 0;
  const id = `tabs-${index}`;
  const nav = tabs.map((t, n) =>
    el(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${id}-tab-${n}`,
        ariaSelected: n === active ? 'true' : 'false',
        ariaControls: `${id}-panel-${n}`,
        tabIndex: n === active ? 0 : -1,
        dataTab: t.title,
      },
      [text(t.title)],
    ),
  );
  const panels = tabs.map((t, n) =>
    el(
      'div',
      {
        role: 'tabpanel',
        id: `${id}-panel-${n}`,
        ariaLabelledby: `${id}-tab-${n}`,
        className: ['tab-panel'],
        hidden: n !== active,
        dataTab: t.title,
      },
      t.children,
    ),
  );
  return el(
    'div',
    { className: className ? ['tabs', className] : ['tabs'], dataTabGroup: group || undefined },
    [el('div', { className: ['tabs-nav'], role: 'tablist' }, nav), ...panels],
  );
}
