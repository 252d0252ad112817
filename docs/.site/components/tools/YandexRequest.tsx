import { useState } from 'react';
import { TextField } from './Field.tsx';
import { requireValues, withSeparatorCheck } from './request-checks.ts';
import { RequestForm } from './RequestForm.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useRedirectField } from './use-api-server.ts';
import { useToolTexts } from './use-tool-texts.ts';
import { YANDEX_CLIENT, YANDEX_CONSOLE, yandexAuthorizeUrl } from './yandex.ts';

/**
 * `<YandexRequest />`: AList's Yandex client (whose registered redirect is the site's callback page) or the
 * reader's own client, for which the redirect URI is sent explicitly.
 */
export default function YandexRequest() {
  const t = useToolTexts();
  const [ownClient, setOwnClient] = useState(false);
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [redirectUri, setRedirectUri] = useRedirectField('/tool/yandex/callback');
  const authorizeUrl = () => {
    if (!ownClient) return yandexAuthorizeUrl({ ...YANDEX_CLIENT, redirectUri: '' });
    requireValues(
      [
        [t.clientId, clientId],
        [t.clientSecret, clientSecret],
        [t.redirectUri, redirectUri],
      ],
      t.required,
    );
    return withSeparatorCheck(t, () =>
      yandexAuthorizeUrl({
        clientId: clientId.trim(),
        clientSecret: clientSecret.trim(),
        redirectUri: redirectUri.trim(),
      }),
    );
  };
  return (
    <ToolPanel>
      <RequestForm
        authorizeUrl={authorizeUrl}
        submitLabel={t.signIn(t.yandex)}
        consoleUrl={ownClient ? YANDEX_CONSOLE : undefined}
      >
        <label className="tool-check">
          <input
            type="checkbox"
            name="own_client"
            checked={ownClient}
            onChange={(e) => setOwnClient(e.target.checked)}
          />{' '}
          {t.useOwnClient}
        </label>
        {ownClient ? (
          <>
            <TextField
              label={t.clientId}
              name="client_id"
              value={clientId}
              onChange={setClientId}
            />
            <TextField
              label={t.clientSecret}
              name="client_secret"
              value={clientSecret}
              onChange={setClientSecret}
            />
            <TextField
              label={t.redirectUri}
              name="redirect_uri"
              value={redirectUri}
              onChange={setRedirectUri}
              hint={t.redirectHint}
            />
          </>
        ) : (
          <p className="tool-hint">{t.fixedRedirect}</p>
        )}
      </RequestForm>
    </ToolPanel>
  );
}
