import { useEffect, useRef, useState } from 'react';
import { ToolError, type Tokens } from './api.ts';
import {
  checkCallback,
  readCallbackParams,
  type Rejection,
  type StateRule,
} from './callback-params.ts';
import { useApiBase } from './use-api-server.ts';

export type CallbackPhase<I> =
  | { kind: 'waiting' }
  | { kind: 'rejected'; rejection: Rejection }
  | { kind: 'loading'; info: I }
  | { kind: 'done'; info: I; tokens: Tokens }
  | { kind: 'failed'; info: I; title: string; message: string };

export interface ExchangeContext {
  code: string;
  fields: string[];
  /** The `state` exactly as received (the OneDrive token server decodes it itself). */
  rawState: string | null;
  /** Base URL of the chosen token API server ('' when none). */
  base: string;
  /** The callback page's own address without the query: the redirect URI the provider just used. */
  pageUrl: string;
}

export interface CallbackPlan<I> {
  /** How the state is read; null when the provider's callback carries none. */
  state: StateRule | null;
  /** Waits for the token API server choice before exchanging. */
  usesApi: boolean;
  /** What the page shows about the request (client ID, zone …), from the decoded state. */
  describe: (fields: string[], pageUrl: string) => I;
  exchange: (context: ExchangeContext) => Promise<Tokens>;
}

/**
 * The life of a callback page: render "waiting" on the server and at hydration, then read the query once in the
 * browser, stop with a rejection when it is unusable, otherwise exchange the code exactly once (codes are
 * single-use, so a later change of API server does not send it again).
 */
export function useCallbackFlow<I>(plan: CallbackPlan<I>): {
  phase: CallbackPhase<I>;
  base: string | null;
} {
  const base = useApiBase();
  const [phase, setPhase] = useState<CallbackPhase<I>>({ kind: 'waiting' });
  const started = useRef(false);
  const planRef = useRef(plan);
  planRef.current = plan;
  useEffect(() => {
    const { state, usesApi, describe, exchange } = planRef.current;
    if (started.current || (usesApi && base === null)) return;
    started.current = true;
    const params = readCallbackParams(location.search);
    const checked = checkCallback(params, state);
    if (!checked.ok) {
      setPhase({ kind: 'rejected', rejection: checked.rejection });
      return;
    }
    const pageUrl = location.origin + location.pathname;
    const info = describe(checked.fields, pageUrl);
    setPhase({ kind: 'loading', info });
    exchange({
      code: checked.code,
      fields: checked.fields,
      rawState: params.state,
      base: base ?? '',
      pageUrl,
    }).then(
      (tokens) => setPhase({ kind: 'done', info, tokens }),
      (error: unknown) => {
        const title = error instanceof ToolError ? error.title : 'error';
        setPhase({
          kind: 'failed',
          info,
          title,
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
  }, [base]);
  return { phase, base };
}
