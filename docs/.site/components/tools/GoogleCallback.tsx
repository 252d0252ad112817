import { useContext } from 'react';
import { SiteContext } from '../../../../runtime/app/contexts.ts';
import { withBase } from '../../../../runtime/shared/routes.ts';
import { Alert } from './Alert.tsx';
import { postForm, readTokens } from './api.ts';
import { CallbackResult } from './CallbackResult.tsx';
import { googleCodeForm, GOOGLE_TOKEN_URL } from './google.ts';
import { ToolPanel } from './ToolPanel.tsx';
import { useCallbackFlow } from './use-callback-flow.ts';
import { useToolTexts } from './use-tool-texts.ts';

interface Info {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * `<GoogleCallback />`: exchanges the code with Google's token endpoint from the browser (Google allows it),
 * using the redirect URI from the state, which is rclone's when the reader pasted the code over by hand.
 */
export default function GoogleCallback() {
  const t = useToolTexts();
  const site = useContext(SiteContext);
  const albumPage = withBase(site?.base ?? '/', `${site?.locale.prefix ?? '/'}tool/google/album`);
  const { phase } = useCallbackFlow<Info>({
    state: { fields: 3, fallback: null, check: ([id, , redirect]) => Boolean(id && redirect) },
    usesApi: false,
    describe: ([clientId, clientSecret, redirectUri]) => ({ clientId, clientSecret, redirectUri }),
    exchange: async ({ code, fields: [clientId, clientSecret, redirectUri] }) =>
      readTokens(
        await postForm(GOOGLE_TOKEN_URL, googleCodeForm(code, clientId, clientSecret, redirectUri)),
        { optionalRefresh: true },
      ),
  });
  return (
    <ToolPanel>
      <CallbackResult
        phase={phase}
        details={(i) => [
          ['client_id', i.clientId],
          ['client_secret', i.clientSecret],
          ['redirect_uri', i.redirectUri],
        ]}
        after={(_info, tokens) => (
          <>
            {!tokens.refreshToken && <Alert kind="warning">{t.webClientWarning}</Alert>}
            {/* the token goes in the fragment, which the browser never sends to a server */}
            <a
              className="tool-button tool-button-primary tool-button-block"
              href={`${albumPage}#access_token=${encodeURIComponent(tokens.accessToken)}`}
            >
              {t.getAlbumId}
            </a>
          </>
        )}
      />
    </ToolPanel>
  );
}
