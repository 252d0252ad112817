import { apiEndpoint, postJson, readTokens } from './api.ts';
import { CallbackResult } from './CallbackResult.tsx';
import { isOnedriveZone, ONEDRIVE_TOKEN_PATH } from './onedrive.ts';
import { SharepointSiteId } from './SharepointSiteId.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useCallbackFlow } from './use-callback-flow.ts';
import { useToolTexts } from './use-tool-texts.ts';

interface Info {
  clientId: string;
  clientSecret: string;
  zone: string;
  redirectUri: string;
}

/** `<OnedriveCallback />`: trades the code for tokens on the token server, then offers the SharePoint site-ID lookup. */
export default function OnedriveCallback() {
  const t = useToolTexts();
  const { phase, base } = useCallbackFlow<Info>({
    state: {
      fields: 3,
      fallback: null,
      check: ([id, , zone]) => Boolean(id) && isOnedriveZone(zone),
    },
    usesApi: true,
    describe: ([clientId, clientSecret, zone], redirectUri) => ({
      clientId,
      clientSecret,
      zone,
      redirectUri,
    }),
    // the server decodes the state itself (`client`); the redirect URI is sent along for servers that accept it
    exchange: async ({ code, rawState, base, pageUrl }) =>
      readTokens(
        await postJson(apiEndpoint(base, ONEDRIVE_TOKEN_PATH), {
          code,
          client: rawState,
          redirect_uri: pageUrl,
        }),
      ),
  });
  return (
    <ToolPanel usesApi>
      <CallbackResult
        phase={phase}
        details={(i) => [
          ['client_id', i.clientId],
          ['client_secret', i.clientSecret],
          ['zone', i.zone],
          ['redirect_uri', i.redirectUri],
        ]}
        after={(info, tokens) =>
          tokens.accessToken && (
            <SharepointSiteId
              base={base ?? ''}
              accessToken={tokens.accessToken}
              zone={info.zone}
              texts={t}
            />
          )
        }
      />
    </ToolPanel>
  );
}
