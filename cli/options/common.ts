import { InvalidArgumentError } from 'commander';

export const port = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new InvalidArgumentError('a port is a number from 0 to 65535');
  return n;
};

/** React and other libraries skip their development checks; set before any of them loads. */
export function productionMode() {
  process.env.NODE_ENV ??= 'production';
}
