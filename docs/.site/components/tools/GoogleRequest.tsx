import { useState } from 'react';
import { Alert } from './Alert.tsx';
import { TextField } from './Field.tsx';
import { GOOGLE_CONSOLE, GOOGLE_SCOPE, googleAuthorizeUrl, RCLONE_CLIENT } from './google.ts';
import { requireValues, withSeparatorCheck } from './request-checks.ts';
import { RequestForm } from './RequestForm.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useRedirectField } from './use-api-server.ts';
import { useToolTexts } from './use-tool-texts.ts';

const CALLBACK = '/tool/google/callback';

/** `<GoogleRequest />`: rclone's public client or the reader's own; the code is exchanged with Google directly. */
export default function GoogleRequest() {
  const t = useToolTexts();
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [scope, setScope] = useState(GOOGLE_SCOPE);
  const [redirectUri, setRedirectUri] = useRedirectField(CALLBACK);
  const [ownCallback] = useRedirectField(CALLBACK);
  const pick = (id: string, secret: string, redirect: string) => {
    setClientId(id);
    setClientSecret(secret);
    setRedirectUri(redirect);
  };
  const authorizeUrl = () => {
    requireValues(
      [
        [t.clientId, clientId],
        [t.clientSecret, clientSecret],
        [t.redirectUri, redirectUri],
      ],
      t.required,
    );
    return withSeparatorCheck(t, () =>
      googleAuthorizeUrl({
        clientId: clientId.trim(),
        clientSecret: clientSecret.trim(),
        redirectUri: redirectUri.trim(),
        scope: scope.trim() || GOOGLE_SCOPE,
      }),
    );
  };
  const choices = (
    <div className="tool-actions tool-actions-start">
      <a className="tool-button" href={GOOGLE_CONSOLE} target="_blank" rel="noopener noreferrer">
        {t.createClient}
      </a>
      <button
        type="button"
        className="tool-button"
        onClick={() =>
          pick(RCLONE_CLIENT.clientId, RCLONE_CLIENT.clientSecret, RCLONE_CLIENT.redirectUri)
        }
      >
        {t.useRclone}
      </button>
      <button type="button" className="tool-button" onClick={() => pick('', '', ownCallback)}>
        {t.useOwn}
      </button>
    </div>
  );
  return (
    <ToolPanel>
      <RequestForm authorizeUrl={authorizeUrl} submitLabel={t.goGet}>
        {choices}
        <TextField label={t.clientId} name="client_id" value={clientId} onChange={setClientId} />
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
        <TextField label={t.scope} name="scope" value={scope} onChange={setScope} />
        {clientId === RCLONE_CLIENT.clientId && (
          <Alert kind="info">
            {t.rcloneHint}
            <br />
            <code>{RCLONE_CLIENT.redirectUri}</code> → <code>{ownCallback}</code>
          </Alert>
        )}
      </RequestForm>
    </ToolPanel>
  );
}
