import { interfaceTexts } from '../shared/texts/index.ts';
import { useMarkdownEnv } from './markdown-env.ts';

/**
 * `<BiliBili bvid="BV…" />`: a bilibili player. It is a third party, so nothing is requested until the reader asks:
 * the page holds a button, and a click (runtime/app/enhance.ts) puts the player's iframe in its place.
 */
export default function BiliBili({
  bvid,
  aid,
  cid,
  page = 1,
  title = 'bilibili video',
  ratio = '16:9',
}: {
  bvid?: string;
  aid?: string;
  cid?: string;
  page?: string | number;
  title?: string;
  ratio?: string;
}) {
  const env = useMarkdownEnv();
  const texts = interfaceTexts(env?.lang ?? 'en').bilibili;
  const params = new URLSearchParams({
    ...(bvid ? { bvid } : {}),
    ...(aid ? { aid } : {}),
    ...(cid ? { cid } : {}),
    page: String(page),
    autoplay: '0',
    high_quality: '1',
  });
  const [w, h] = ratio.split(':').map(Number);
  return (
    <div
      className="video-embed"
      style={{ aspectRatio: `${w || 16} / ${h || 9}` }}
      data-embed-src={`https://player.bilibili.com/player.html?${params}`}
      data-embed-title={title}
    >
      <div className="video-embed-consent">
        <button type="button" className="action-button primary video-embed-load">
          {texts.load}
        </button>
        <p>{texts.note}</p>
      </div>
    </div>
  );
}
