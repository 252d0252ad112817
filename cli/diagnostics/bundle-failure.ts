import path from 'node:path';
import { diagnostic, UserError } from './diagnostic.ts';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

/**
 * An esbuild failure as the writer's diagnostics: each of its errors at the file, line and column it names
 * (esbuild names them from `workingDir`), else its message at `file`.
 */
export function bundleFailure(
  error: unknown,
  {
    file,
    workingDir = process.cwd(),
    what,
    rule,
  }: {
    file: string;
    workingDir?: string;
    what: string;
    rule: string;
  },
): UserError {
  const failure = error as { errors?: EsbuildMessage[]; message?: string };
  const found = failure.errors?.length
    ? failure.errors
    : [{ text: failure.message ?? String(error), location: null }];
  return new UserError(
    found.map((e) =>
      diagnostic({
        file: e.location
          ? path.relative(process.cwd(), path.resolve(workingDir, e.location.file))
          : file,
        line: e.location?.line,
        column: e.location ? e.location.column + 1 : undefined,
        message: `${what}: ${e.text}`,
        rule,
      }),
    ),
  );
}

/**
 * A `catch` for the bundles of a site's own components (the server's and the browser's, made from `workingDir`):
 * an import that does not resolve or a syntax error is the writer's, at its line.
 */
export function failedComponents(workingDir: string, siteDir: string) {
  return (error: unknown): never => {
    throw bundleFailure(error, {
      file: path.relative(process.cwd(), siteDir) || siteDir,
      workingDir,
      what: "the site's components could not be bundled",
      rule: 'component/bundle',
    });
  };
}
