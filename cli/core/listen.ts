import type { Server } from 'node:http';

/** How many ports past the one asked for are tried before giving up. */
const PORT_TRIES = 20;

export interface ListenOptions {
  port: number;
  host: string;
  /** Fail on a busy port instead of trying the next one. */
  strictPort?: boolean;
}

export interface Listening {
  port: number;
  /** The ports found busy on the way, in order; empty when the first one was free. */
  busy: number[];
}

const listenOnce = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });

const busyPort = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EADDRINUSE';

/**
 * Listens on the port asked for or, when another program holds it, on the next free one (as a
 * writer running two sites expects), unless `strictPort`: then a busy port is the error.
 */
export async function listenOnFreePort(
  server: Server,
  { port, host, strictPort = false }: ListenOptions,
): Promise<Listening> {
  const busy: number[] = [];
  const last = strictPort || port === 0 ? port : Math.min(port + PORT_TRIES, 65535);
  for (let candidate = port; ; candidate += 1) {
    try {
      await listenOnce(server, candidate, host);
      const address = server.address();
      return { port: typeof address === 'object' && address ? address.port : candidate, busy };
    } catch (error) {
      if (!busyPort(error) || candidate >= last) throw error;
      busy.push(candidate);
    }
  }
}

/** The sentence a command prints when it had to move to another port. */
export const movedPortNote = ({ port, busy }: Listening) =>
  busy.length
    ? `port ${busy.join(', ')} ${busy.length === 1 ? 'is' : 'are'} in use, using ${port} instead (--strict-port to fail instead)`
    : null;
