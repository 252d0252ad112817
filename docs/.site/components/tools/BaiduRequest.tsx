import { Alert } from './Alert.tsx';
import { baiduAuthorizeUrl, BAIDU_CLIENT } from './baidu.ts';
import { InfoList } from './InfoList.tsx';
import { RequestForm } from './RequestForm.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useToolTexts } from './use-tool-texts.ts';

/** `<BaiduRequest />`: starts Baidu's sign-in for AList's app; nothing to fill in, the client is fixed. */
export default function BaiduRequest() {
  const t = useToolTexts();
  return (
    <ToolPanel usesApi>
      <RequestForm authorizeUrl={baiduAuthorizeUrl} submitLabel={t.signIn(t.baidu)}>
        <InfoList
          items={[
            ['client_id', BAIDU_CLIENT.clientId],
            ['redirect_uri', BAIDU_CLIENT.redirectUri],
          ]}
        />
        <Alert kind="info">{t.fixedRedirect}</Alert>
      </RequestForm>
    </ToolPanel>
  );
}
