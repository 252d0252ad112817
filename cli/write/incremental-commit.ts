import { rmSync } from 'node:fs';
import path from 'node:path';
import { UserError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import {
  keptNotice,
  manifestText,
  OUTPUT_MANIFEST,
  overwrittenProblem,
  replacedNotice,
  slashed,
} from './kept-files.ts';
import {
  applyChanges,
  filesToRemove,
  listFiles,
  OutputChanged,
  type OutputManifest,
} from './output-manifest.ts';

interface Commit {
  staging: string;
  /** Files this build left as the previous build wrote them. */
  kept: ReadonlySet<string>;
  /** `--empty-out-dir`: files a person added are deleted, named, rather than kept. */
  replaceOthers: boolean;
  /** The output folder as the diagnostics name it. */
  shown: string;
  /** Stages the list of what the build wrote when its text changed; whether it did. */
  writeList: (text: string) => boolean;
}

/**
 * Moves the staged files (only what changed) over the output the previous build left, removes what it no longer
 * makes, and treats the files a person added as a whole build does: kept in place and named, deleted and named on
 * request, and a build that would write over one stops. Returns the files the build made and the notes.
 */
export async function commitChangedFiles(
  previous: OutputManifest,
  { staging, kept, replaceOthers, shown, writeList }: Commit,
): Promise<{
  built: { files: string[]; changed: boolean; staged: Set<string> };
  notes: Diagnostic[];
}> {
  // a large output is checked while the build runs (previousOutput): nothing moves over one changed since
  const { intact, others } = await previous.checked;
  if (!intact) throw new OutputChanged(previous.target);
  const staged = new Set(listFiles(staging).keys());
  const { target } = previous;
  const overwritten = others.filter((name) => staged.has(name));
  if (overwritten.length && !replaceOthers)
    throw new UserError([overwrittenProblem(shown, overwritten)]);
  // the list is written below, from what the others leave
  const removed = filesToRemove(previous, { kept, staged }).filter(
    (name) => name !== OUTPUT_MANIFEST,
  );
  const gone = new Set(removed);
  const files = [
    ...new Set([
      ...Object.keys(previous.files).filter((name) => !gone.has(name)),
      ...[...staged].map(slashed),
      OUTPUT_MANIFEST,
    ]),
  ].sort();
  if (writeList(manifestText(files))) staged.add(OUTPUT_MANIFEST);
  const dropped = replaceOthers ? others : [];
  const changed = staged.size > 0 || removed.length > 0 || dropped.length > 0;
  if (changed) {
    // the manifest goes first, so a build killed midway leaves none and the next one replaces the folder
    rmSync(previous.file, { force: true });
    for (const name of dropped) rmSync(path.join(target, name), { recursive: true, force: true });
    applyChanges(staging, target, { staged, removed });
  }
  const notes = !others.length
    ? []
    : [replaceOthers ? replacedNotice(shown, others) : keptNotice(shown, others)];
  return { built: { files, changed, staged: new Set([...staged].map(slashed)) }, notes };
}
