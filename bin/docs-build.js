#!/usr/bin/env node
// Launcher only: the CLI is TypeScript, run through tsx's loader so no build step is needed.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../cli/main.ts');
await run(process.argv);
