import { aliyundriveCodeBody, ALIYUNDRIVE_CODE_PATH } from './aliyundrive.ts';
import { apiEndpoint, postJson, readTokens } from './api.ts';
import { CallbackResult } from './CallbackResult.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useCallbackFlow } from './use-callback-flow.ts';

interface Info {
  clientId: string;
  clientSecret: string;
}

/**
 * `<AliyundriveCallback />`. A callback without `state` is accepted: it means AList's application, like the
 * empty fields the request page sends for it.
 */
export default function AliyundriveCallback() {
  const { phase } = useCallbackFlow<Info>({
    state: { fields: 2, fallback: ['', ''] },
    usesApi: true,
    describe: ([clientId, clientSecret]) => ({ clientId, clientSecret }),
    exchange: async ({ code, fields: [clientId, clientSecret], base }) =>
      readTokens(
        await postJson(
          apiEndpoint(base, ALIYUNDRIVE_CODE_PATH),
          aliyundriveCodeBody(code, clientId, clientSecret),
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
        ]}
      />
    </ToolPanel>
  );
}
