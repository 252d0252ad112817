import FirstVisitDialogs from './FirstVisitDialogs.tsx';
import { Watermark } from './Watermark.tsx';

/** The watermark and the first-visit dialogs, in one chunk that DeferredExtras loads only where one is due. */
export default function PageExtras() {
  return (
    <>
      <Watermark />
      <FirstVisitDialogs />
    </>
  );
}
