import { postForm, readTokens } from './api.ts';
import { CallbackResult } from './CallbackResult.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useCallbackFlow } from './use-callback-flow.ts';
import { YANDEX_CLIENT, yandexCodeForm, YANDEX_TOKEN_URL } from './yandex.ts';

interface Info {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * `<YandexCallback />`: exchanges the code with Yandex from the browser. Links that start the sign-in without a
 * state (the driver page has one) mean AList's client.
 */
export default function YandexCallback() {
  const { phase } = useCallbackFlow<Info>({
    state: {
      fields: 2,
      fallback: [YANDEX_CLIENT.clientId, YANDEX_CLIENT.clientSecret],
      check: ([id, secret]) => Boolean(id && secret),
    },
    usesApi: false,
    describe: ([clientId, clientSecret], redirectUri) => ({ clientId, clientSecret, redirectUri }),
    exchange: async ({ code, fields: [clientId, clientSecret] }) =>
      readTokens(await postForm(YANDEX_TOKEN_URL, yandexCodeForm(code, clientId, clientSecret))),
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
      />
    </ToolPanel>
  );
}
