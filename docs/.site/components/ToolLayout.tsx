import { Layout } from '../../../runtime/theme/Layout.tsx';

/** The tool pages stand alone: the default layout without a sidebar, with room for the forms. */
export default function ToolLayout() {
  return <Layout sidebar={false} />;
}
