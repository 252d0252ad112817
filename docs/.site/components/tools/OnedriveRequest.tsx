import { useState } from 'react';
import {
  isOnedriveZone,
  ONEDRIVE_SCOPE,
  ONEDRIVE_ZONES,
  onedriveAppsUrl,
  onedriveAuthorizeUrl,
  type OnedriveZone,
} from './onedrive.ts';
import { RequestForm } from './RequestForm.tsx';
import { SelectField, TextField } from './Field.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useRedirectField } from './use-api-server.ts';
import { useToolTexts } from './use-tool-texts.ts';
import { requireValues, withSeparatorCheck } from './request-checks.ts';

/** `<OnedriveRequest />`: zone, client and scopes, then off to Microsoft's sign-in. */
export default function OnedriveRequest() {
  const t = useToolTexts();
  const [zone, setZone] = useState<OnedriveZone>('global');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [scope, setScope] = useState(ONEDRIVE_SCOPE);
  const [redirectUri, setRedirectUri] = useRedirectField('/tool/onedrive/callback');
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
      onedriveAuthorizeUrl({
        zone,
        clientId: clientId.trim(),
        clientSecret: clientSecret.trim(),
        redirectUri: redirectUri.trim(),
        scope: scope.trim() || ONEDRIVE_SCOPE,
      }),
    );
  };
  return (
    <ToolPanel usesApi>
      <RequestForm
        authorizeUrl={authorizeUrl}
        submitLabel={t.getRefreshToken}
        consoleUrl={onedriveAppsUrl(zone)}
      >
        <SelectField
          label={t.region}
          name="zone"
          value={zone}
          onChange={(z) => isOnedriveZone(z) && setZone(z)}
          options={Object.entries(ONEDRIVE_ZONES).map(([key, z]) => [key, z.label])}
        />
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
      </RequestForm>
    </ToolPanel>
  );
}
