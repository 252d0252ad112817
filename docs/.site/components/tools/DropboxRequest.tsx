import { useState } from 'react';
import { DROPBOX_APP_KEY, DROPBOX_CONSOLE, dropboxAuthorizeUrl } from './dropbox.ts';
import { TextField } from './Field.tsx';
import { requireValues, withSeparatorCheck } from './request-checks.ts';
import { RequestForm } from './RequestForm.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useRedirectField } from './use-api-server.ts';
import { useToolTexts } from './use-tool-texts.ts';

/** `<DropboxRequest />`: AList's Dropbox app by default, or the reader's own app key and secret. */
export default function DropboxRequest() {
  const t = useToolTexts();
  const [ownClient, setOwnClient] = useState(false);
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [redirectUri, setRedirectUri] = useRedirectField('/tool/dropbox/callback');
  const authorizeUrl = () => {
    const id = ownClient ? clientId.trim() : DROPBOX_APP_KEY;
    requireValues(
      [
        [t.clientId, id],
        [t.redirectUri, redirectUri],
      ],
      t.required,
    );
    return withSeparatorCheck(t, () =>
      dropboxAuthorizeUrl({
        clientId: id,
        clientSecret: ownClient ? clientSecret.trim() : '',
        redirectUri: redirectUri.trim(),
      }),
    );
  };
  return (
    <ToolPanel usesApi>
      <RequestForm
        authorizeUrl={authorizeUrl}
        submitLabel={t.getRefreshToken}
        consoleUrl={ownClient ? DROPBOX_CONSOLE : undefined}
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
              placeholder={t.secretOptional}
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
    </ToolPanel>
  );
}
