import { useState } from 'react';
import { ALIYUNDRIVE_CONSOLE, aliyundriveAuthorizeUrl } from './aliyundrive.ts';
import { AliyundriveQr } from './AliyundriveQr.tsx';
import { TextField } from './Field.tsx';
import { requireValues, withSeparatorCheck } from './request-checks.ts';
import { RequestForm } from './RequestForm.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useRedirectField } from './use-api-server.ts';
import type { ToolTexts } from './texts.ts';
import { useToolTexts } from './use-tool-texts.ts';

/** The sign-in address for the form's values, once the fields it needs are filled in. */
function signInUrl(
  t: ToolTexts,
  form: { ownClient: boolean; clientId: string; clientSecret: string; redirectUri: string },
  client: { clientId: string; clientSecret: string },
) {
  const own: [string, string][] = form.ownClient
    ? [
        [t.clientId, form.clientId],
        [t.clientSecret, form.clientSecret],
      ]
    : [];
  requireValues([...own, [t.redirectUri, form.redirectUri]], t.required);
  return withSeparatorCheck(t, () =>
    aliyundriveAuthorizeUrl({ ...client, redirectUri: form.redirectUri.trim() }),
  );
}

/**
 * `<AliyundriveRequest />`: sign in on Aliyundrive's page or scan a QR code with its app. Without a client of
 * their own readers use AList's application, whose secret only the token server knows.
 */
export default function AliyundriveRequest() {
  const t = useToolTexts();
  const [ownClient, setOwnClient] = useState(false);
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [redirectUri, setRedirectUri] = useRedirectField('/tool/aliyundrive/callback');
  const [scanning, setScanning] = useState(false);
  const client = ownClient
    ? { clientId: clientId.trim(), clientSecret: clientSecret.trim() }
    : { clientId: '', clientSecret: '' };
  const authorizeUrl = () =>
    signInUrl(t, { ownClient, clientId, clientSecret, redirectUri }, client);
  return (
    <ToolPanel usesApi>
      <RequestForm
        authorizeUrl={authorizeUrl}
        submitLabel={t.goLogin}
        consoleUrl={ownClient ? ALIYUNDRIVE_CONSOLE : undefined}
        extraActions={
          <button
            type="button"
            className="tool-button"
            disabled={scanning}
            onClick={() => setScanning(true)}
          >
            {t.scanQr}
          </button>
        }
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
        {ownClient && (
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
          </>
        )}
        <TextField
          label={t.redirectUri}
          name="redirect_uri"
          value={redirectUri}
          onChange={setRedirectUri}
          hint={t.redirectHint}
        />
      </RequestForm>
      {scanning && <AliyundriveQr {...client} callbackUrl={redirectUri.trim()} />}
    </ToolPanel>
  );
}
