import type { TextShard } from '../../runtime/search/format.ts';
import type { SearchSource } from './collect.ts';

/**
 * Section prose in runs of consecutive sections, closed once a run holds `chars` characters; `starts` names each
 * run's first section. Code is indexed but not kept: excerpts come from prose, and code would add 15 KB gzipped per
 * locale. Smaller runs compress worse (24 K characters cost the Chinese locale 12 KB more in all) and save little,
 * as the top results of a query are spread over several runs anyway.
 */
export function buildTextShards(
  source: SearchSource,
  chars: number,
): { shards: TextShard[]; starts: number[] } {
  const shards: TextShard[] = [];
  const starts: number[] = [];
  let size = Infinity;
  source.sections.forEach((section, id) => {
    if (size >= chars) {
      shards.push([]);
      starts.push(id);
      size = 0;
    }
    shards[shards.length - 1].push(section.text);
    size += section.text.length;
  });
  return { shards, starts };
}
