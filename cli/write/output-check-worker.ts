// A thread that checks a large earlier output against its manifest while the main thread scans and compiles.
import { parentPort } from 'node:worker_threads';
import { checkOutputFile, type OutputCheckRequest } from './output-check.ts';

parentPort!.on('message', (request: OutputCheckRequest) =>
  parentPort!.postMessage(checkOutputFile(request)),
);
