import { execFileSync, spawn } from 'node:child_process';

/**
 * The texts of files at given commits, from one `git cat-file --batch`
 * process: `specs` are `<commit>:./<path>` (the path relative to `dir`). A
 * version git does not have (the parent of a file's first commit) is null.
 */
export function readVersions(dir: string, specs: string[]): (string | null)[] {
  if (!specs.length) return [];
  let out: Buffer;
  try {
    out = execFileSync('git', ['cat-file', '--batch'], {
      cwd: dir,
      input: `${specs.join('\n')}\n`,
      maxBuffer: 1024 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
  } catch {
    return specs.map(() => null);
  }
  return batchTexts(out, specs.length);
}

/**
 * `readVersions` without blocking this thread: git reads while the caller goes on. The same texts, and every one
 * null when git is missing or fails.
 */
export function readVersionsLater(dir: string, specs: string[]): Promise<(string | null)[]> {
  if (!specs.length) return Promise.resolve([]);
  return new Promise((resolve) => {
    const none = () => resolve(specs.map(() => null));
    const git = spawn('git', ['cat-file', '--batch'], {
      cwd: dir,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    git.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    git.on('error', none);
    // git gone before it read every name: its exit says so
    git.stdin.on('error', () => undefined);
    git.on('close', (code) =>
      code === 0 ? resolve(batchTexts(Buffer.concat(chunks), specs.length)) : none(),
    );
    git.stdin.end(`${specs.join('\n')}\n`);
  });
}

/** The texts in `git cat-file --batch` output, one per name asked for; null for a name git does not have. */
function batchTexts(out: Buffer, count: number): (string | null)[] {
  const texts: (string | null)[] = [];
  let at = 0;
  for (let i = 0; i < count && at < out.length; i++) {
    const lineEnd = out.indexOf(10, at);
    const header = out.toString('utf8', at, lineEnd).split(' ');
    at = lineEnd + 1;
    if (header.length !== 3 || header[1] !== 'blob') {
      texts.push(null);
      continue;
    }
    const size = Number(header[2]);
    texts.push(out.toString('utf8', at, at + size));
    // the content is followed by a newline of the batch format
    at += size + 1;
  }
  return texts;
}

/**
 * What a translator translates: the text without its front matter, with every
 * run of whitespace as one space, so re-wrapping a paragraph or editing the
 * front matter changes nothing.
 */
export function translatableText(source: string): string {
  const body = source.replace(/^\uFEFF?---\r?\n([\s\S]*?\r?\n)?---[ \t]*(\r?\n|$)/, '');
  return body.replace(/\s+/g, ' ').trim();
}
