import { useState, type FormEvent } from 'react';
import { Alert } from './Alert.tsx';
import { apiEndpoint, postJson, ToolError } from './api.ts';
import { TextField } from './Field.tsx';
import { ONEDRIVE_SITE_ID_PATH } from './onedrive.ts';
import { Spinner } from './Spinner.tsx';
import type { ToolTexts } from './texts.ts';
import { TokenBox } from './TokenBox.tsx';

type Lookup =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; id: string }
  | { kind: 'failed'; title: string; message: string };

/** Asks the token server for the ID of a SharePoint site, using the access token the callback just received. */
export function SharepointSiteId({
  base,
  accessToken,
  zone,
  texts: t,
}: {
  base: string;
  accessToken: string;
  zone: string;
  texts: ToolTexts;
}) {
  const [siteUrl, setSiteUrl] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!siteUrl.trim()) {
      setLookup({ kind: 'failed', title: t.errorTitle, message: t.required(t.siteUrl) });
      return;
    }
    setLookup({ kind: 'loading' });
    try {
      const body = await postJson(apiEndpoint(base, ONEDRIVE_SITE_ID_PATH), {
        site_url: siteUrl.trim(),
        access_token: accessToken,
        zone,
      });
      if (typeof body.id !== 'string' || !body.id)
        throw new ToolError('no id', JSON.stringify(body).slice(0, 300));
      setLookup({ kind: 'done', id: body.id });
    } catch (error) {
      setLookup({
        kind: 'failed',
        title: error instanceof ToolError ? error.title : t.errorTitle,
        message: (error as Error).message,
      });
    }
  };
  return (
    <form className="tool-form tool-section" onSubmit={(e) => void submit(e)} noValidate>
      <h3>{t.siteIdHeading}</h3>
      <p className="tool-hint">{t.siteIdHelp}</p>
      <TextField
        label={t.siteUrl}
        name="site_url"
        type="url"
        value={siteUrl}
        onChange={setSiteUrl}
        placeholder="https://contoso.sharepoint.com/sites/team"
      />
      <div className="tool-actions">
        <button
          type="submit"
          className="tool-button tool-button-primary"
          disabled={lookup.kind === 'loading'}
        >
          {t.getSiteId}
        </button>
      </div>
      {lookup.kind === 'loading' && <Spinner label={t.asking} />}
      {lookup.kind === 'failed' && (
        <Alert kind="error" title={lookup.title}>
          {lookup.message}
        </Alert>
      )}
      {lookup.kind === 'done' && <TokenBox label="site_id" value={lookup.id} />}
    </form>
  );
}
