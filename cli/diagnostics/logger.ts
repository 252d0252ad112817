export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** A progress line that the next one replaces on a terminal. */
  progress(message: string): void;
}

export function createLogger({ quiet = false } = {}): Logger {
  const tty = process.stdout.isTTY;
  let pending = false;
  const clear = () => {
    if (pending && tty) process.stdout.write('\r\x1b[K');
    pending = false;
  };
  return {
    info: (m) => {
      if (!quiet) {
        clear();
        console.log(m);
      }
    },
    warn: (m) => {
      clear();
      console.warn(m);
    },
    error: (m) => {
      clear();
      console.error(m);
    },
    progress: (m) => {
      if (quiet) return;
      if (tty) {
        process.stdout.write(`\r\x1b[K${m}`);
        pending = true;
      } else console.log(m);
    },
  };
}
