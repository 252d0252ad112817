import FirstVisitDialogs from './FirstVisitDialogs.tsx';
import { Lightbox } from './Lightbox.tsx';
import { Watermark } from './Watermark.tsx';

/** What no first paint needs: image zoom, the watermark and the first-visit dialogs, in one chunk loaded after hydration. */
export default function PageExtras() {
  return (
    <>
      <Lightbox />
      <Watermark />
      <FirstVisitDialogs />
    </>
  );
}
