import type { Html, RootContent } from 'mdast';
import { decodeMarker } from './source/container-markers.ts';

export const el = (
  hName: string,
  hProperties: Record<string, unknown>,
  children: RootContent[],
): RootContent =>
  // a node type of our own: mdast-util-to-hast turns it into `hName` without
  // paragraph semantics
  ({ type: 'container', data: { hName, hProperties }, children }) as unknown as RootContent;
export const text = (value: string): RootContent => ({ type: 'text', value }) as RootContent;
export const markerOf = (node: RootContent) =>
  node.type === 'html' ? decodeMarker((node as Html).value) : null;
