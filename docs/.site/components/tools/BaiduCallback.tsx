import { apiEndpoint, readTokens, requestJson } from './api.ts';
import { BAIDU_CLIENT, baiduTokenPath } from './baidu.ts';
import { CallbackResult } from './CallbackResult.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useCallbackFlow } from './use-callback-flow.ts';

/** `<BaiduCallback />`: Baidu sends no state; the token server knows the app and exchanges the code alone. */
export default function BaiduCallback() {
  const { phase } = useCallbackFlow<null>({
    state: null,
    usesApi: true,
    describe: () => null,
    exchange: async ({ code, base }) =>
      readTokens(await requestJson(apiEndpoint(base, baiduTokenPath(code)))),
  });
  return (
    <ToolPanel usesApi>
      <CallbackResult
        phase={phase}
        details={() => [
          ['client_id', BAIDU_CLIENT.clientId],
          ['client_secret', BAIDU_CLIENT.clientSecret],
          ['redirect_uri', BAIDU_CLIENT.redirectUri],
        ]}
      />
    </ToolPanel>
  );
}
