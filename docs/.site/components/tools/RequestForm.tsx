import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from './Alert.tsx';
import { useToolTexts } from './use-tool-texts.ts';

interface Props {
  /** Returns the provider's authorisation URL, or throws an Error whose message tells the reader what to fix. */
  authorizeUrl: () => string;
  submitLabel: string;
  /** The provider's developer console, where the reader registers an app. */
  consoleUrl?: string;
  children: ReactNode;
  extraActions?: ReactNode;
}

/** A request form: fields, a link to create a client, and a button that leaves for the provider's sign-in. */
export function RequestForm({
  authorizeUrl,
  submitLabel,
  consoleUrl,
  children,
  extraActions,
}: Props) {
  const t = useToolTexts();
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let url: string;
    try {
      url = authorizeUrl();
    } catch (error) {
      setProblem((error as Error).message);
      return;
    }
    setProblem('');
    window.location.assign(url);
  };
  return (
    <form className="tool-form" onSubmit={submit} noValidate>
      {children}
      {problem && (
        <Alert kind="error" title={t.errorTitle}>
          {problem}
        </Alert>
      )}
      <div className="tool-actions">
        {consoleUrl && (
          <a className="tool-button" href={consoleUrl} target="_blank" rel="noopener noreferrer">
            {t.createClient}
          </a>
        )}
        {extraActions}
        <button type="submit" className="tool-button tool-button-primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
