import { useEffect, type ReactNode } from 'react';
import type { Tokens } from './api.ts';
import { Alert } from './Alert.tsx';
import { InfoList } from './InfoList.tsx';
import { Spinner } from './Spinner.tsx';
import { TokenBox } from './TokenBox.tsx';
import type { CallbackPhase } from './use-callback-flow.ts';
import { useToolTexts } from './use-tool-texts.ts';

interface Props<I> {
  phase: CallbackPhase<I>;
  /** The request details to list above the result. */
  details: (info: I) => [string, string][];
  showAccessToken?: boolean;
  /** Extra content once tokens arrived (a site-ID lookup, a link to the album tool …). */
  after?: (info: I, tokens: Tokens) => ReactNode;
}

/** What every callback page shows for each phase of its flow. */
export function CallbackResult<I>({ phase, details, showAccessToken = false, after }: Props<I>) {
  const t = useToolTexts();
  // the outcome also appears as a toast (runtime/app/toast.ts), seen even when the result is below the fold
  const outcome =
    phase.kind === 'done'
      ? { message: t.tokensReady, kind: 'success' }
      : phase.kind === 'failed'
        ? { message: phase.title || t.errorTitle, kind: 'error' }
        : null;
  useEffect(() => {
    if (outcome) window.dispatchEvent(new CustomEvent('docs-build-toast', { detail: outcome }));
  }, [outcome?.kind]); // eslint-disable-line react-hooks/exhaustive-deps
  if (phase.kind === 'waiting') return <Spinner label={t.reading} />;
  if (phase.kind === 'rejected') {
    const { title, message } = t.rejection(phase.rejection);
    return (
      <Alert kind="error" title={title}>
        {message}
      </Alert>
    );
  }
  return (
    <div className="tool-result">
      <InfoList items={details(phase.info)} />
      {phase.kind === 'loading' && <Spinner label={t.exchanging} />}
      {phase.kind === 'failed' && (
        <Alert kind="error" title={phase.title || t.errorTitle}>
          {phase.message}
        </Alert>
      )}
      {phase.kind === 'done' && (
        <>
          {phase.tokens.refreshToken && (
            <TokenBox label="refresh_token" value={phase.tokens.refreshToken} />
          )}
          {showAccessToken && phase.tokens.accessToken && (
            <TokenBox label="access_token" value={phase.tokens.accessToken} />
          )}
          {after?.(phase.info, phase.tokens)}
        </>
      )}
    </div>
  );
}
