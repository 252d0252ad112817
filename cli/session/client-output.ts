import type { ClientAssets } from '../bundle/client.ts';
import { buildClientAside, type ClientAside } from '../bundle/client-aside.ts';
import { Compressor } from '../write/compress.ts';
import { hasCompressedCopies, wantsCompressedCopies } from '../write/compressed-copies.ts';
import type { AtomicOutput } from '../write/output.ts';
import type { Session } from './session.ts';

export interface ClientOutput {
  /** The bundle, once its files are in the output. */
  written: Promise<ClientAssets>;
  /** Whether esbuild calls back into this thread while it bundles (see `ClientAside`). */
  onThisThread: boolean;
  aside: ClientAside;
}

/**
 * The client bundle, on a worker of its own while the site is scanned and its pages compile;
 * written (and so compressed, on zlib's threads) as soon as it is ready. When it is made on this
 * thread, markdown waits for it: esbuild calls back into its plugins once per import, and while
 * pages compile each call would wait its turn.
 */
export function writeClient(
  session: Session,
  output: AtomicOutput,
  compressor: Compressor | null,
): ClientOutput {
  const { config, timer } = session;
  const aside = buildClientAside(config, {
    outRoot: output.staging,
    cacheDir: session.useCache ? session.cacheDir : undefined,
  });
  const written = timer
    .time('bundle', () => aside.assets)
    .then(async (client) => {
      for (const file of client.files) {
        // a kept file is copied on libuv's threads, with the compressed copies made with it; so is
        // one that gets no copies (KaTeX's 60 fonts), rather than written from memory by this
        // thread
        const copies = compressor && file.source ? hasCompressedCopies(file.source) : false;
        if (
          file.source &&
          (copies || !compressor || !wantsCompressedCopies(file.path, file.contents.byteLength))
        ) {
          if (output.copyFile(file.source, file.path, file.contents) && copies)
            compressor!.copyFrom(file.path, file.source);
        } else {
          await output.write(file.path, file.contents);
        }
      }
      return client;
    });
  written.catch(() => undefined);
  return { written, onThisThread: aside.onThisThread, aside };
}
