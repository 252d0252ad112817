/** `<BiliBili bvid="BV…" />`: the bilibili player in an iframe, loaded lazily; nothing is requested until it scrolls near. */
export default function BiliBili({ bvid, aid, cid, page = 1, title = 'bilibili video', ratio = '16:9' }: { bvid?: string; aid?: string; cid?: string; page?: string | number; title?: string; ratio?: string }) {
  const params = new URLSearchParams({ ...(bvid ? { bvid } : {}), ...(aid ? { aid } : {}), ...(cid ? { cid } : {}), page: String(page), autoplay: '0', high_quality: '1' });
  const [w, h] = ratio.split(':').map(Number);
  return (
    <div className="video-embed" style={{ aspectRatio: `${w || 16} / ${h || 9}` }}>
      <iframe src={`https://player.bilibili.com/player.html?${params}`} title={title} loading="lazy" allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" referrerPolicy="no-referrer" />
    </div>
  );
}
