import { useState, type FormEvent } from 'react';
import { Alert } from './Alert.tsx';
import { TextField } from './Field.tsx';
import { sharepointWebdavUrl } from './onedrive.ts';
import { ToolPanel } from './ToolPanel.tsx';
import { TokenBox } from './TokenBox.tsx';
import { useToolTexts } from './use-tool-texts.ts';

/** `<OnedriveWebdav />`: works out the WebDAV root of a OneDrive for Business or SharePoint address, locally. */
export default function OnedriveWebdav() {
  const t = useToolTexts();
  const [input, setInput] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = sharepointWebdavUrl(input);
    setInvalid(url === null);
    setResult(url);
  };
  return (
    <ToolPanel>
      <form className="tool-form" onSubmit={submit} noValidate>
        <TextField
          label={t.webdavInput}
          name="url"
          type="url"
          value={input}
          onChange={setInput}
          placeholder="https://contoso-my.sharepoint.com/personal/alice_contoso_com/_layouts/15/onedrive.aspx"
          hint={
            <>
              {t.webdavExamples}
              <br />
              <code>https://xx-my.sharepoint.com/personal/xx_xx_xx/…</code>
              <br />
              <code>https://xx.sharepoint.com/sites/xx</code>
            </>
          }
        />
        <div className="tool-actions">
          <button type="submit" className="tool-button tool-button-primary">
            {t.getWebdav}
          </button>
        </div>
        {invalid && (
          <Alert kind="error" title={t.errorTitle}>
            {t.webdavInvalid}
          </Alert>
        )}
        {result && <TokenBox label={t.webdavResult} value={result} />}
      </form>
    </ToolPanel>
  );
}
