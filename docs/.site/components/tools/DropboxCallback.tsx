import { apiEndpoint, postJson, readTokens } from './api.ts';
import { CallbackResult } from './CallbackResult.tsx';
import { dropboxTokenBody, DROPBOX_TOKEN_PATH } from './dropbox.ts';
import { ToolPanel } from './ToolPanel.tsx';
import { useCallbackFlow } from './use-callback-flow.ts';

interface Info {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** `<DropboxCallback />`: the token server completes the exchange, adding AList's secret when none was given. */
export default function DropboxCallback() {
  const { phase } = useCallbackFlow<Info>({
    state: { fields: 2, fallback: null, check: ([id]) => Boolean(id) },
    usesApi: true,
    describe: ([clientId, clientSecret], redirectUri) => ({ clientId, clientSecret, redirectUri }),
    exchange: async ({ code, fields: [clientId, clientSecret], base, pageUrl }) =>
      readTokens(
        await postJson(
          apiEndpoint(base, DROPBOX_TOKEN_PATH),
          dropboxTokenBody(code, clientId, clientSecret, pageUrl),
        ),
      ),
  });
  return (
    <ToolPanel usesApi>
      <CallbackResult
        phase={phase}
        details={(i) => [
          ['client_id', i.clientId],
          ['client_secret', i.clientSecret],
          ['redirect_uri', i.redirectUri],
        ]}
      />
    </ToolPanel>
  );
}
