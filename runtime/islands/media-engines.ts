// Which engine plays a source, and the player's own labels in the languages it supports.

export type Engine = 'native' | 'hls' | 'dash' | 'mpegts';

export function engineFor(src: string, type?: string): Engine | null {
  const t = (type ?? '').toLowerCase();
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase() ?? '';
  if (t === 'hls' || t === 'm3u8' || ext === 'm3u8') return 'hls';
  if (t === 'dash' || t === 'mpd' || ext === 'mpd') return 'dash';
  if (t === 'flv' || t === 'mpegts' || ext === 'flv' || ext === 'ts') return 'mpegts';
  if (['mp4', 'webm', 'ogg', 'ogv', 'mov', 'm4v', 'mp3', 'm4a', 'wav'].includes(t || ext))
    return 'native';
  return null;
}

export const PLAYER_LANGUAGES = [
  'en',
  'pl',
  'cs',
  'es',
  'fa',
  'fr',
  'id',
  'ru',
  'tr',
  'zh-cn',
  'zh-tw',
] as const;
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

const LABELS: Record<PlayerLanguage, { loading: string; failed: string }> = {
  en: { loading: 'Loading video…', failed: 'This video cannot be played.' },
  pl: { loading: 'Ładowanie wideo…', failed: 'Nie można odtworzyć tego wideo.' },
  cs: { loading: 'Načítání videa…', failed: 'Toto video nelze přehrát.' },
  es: { loading: 'Cargando vídeo…', failed: 'No se puede reproducir este vídeo.' },
  fa: { loading: 'در حال بارگذاری ویدیو…', failed: 'این ویدیو قابل پخش نیست.' },
  fr: { loading: 'Chargement de la vidéo…', failed: 'Impossible de lire cette vidéo.' },
  id: { loading: 'Memuat video…', failed: 'Video ini tidak dapat diputar.' },
  ru: { loading: 'Загрузка видео…', failed: 'Это видео невозможно воспроизвести.' },
  tr: { loading: 'Video yükleniyor…', failed: 'Bu video oynatılamıyor.' },
  'zh-cn': { loading: '视频加载中…', failed: '无法播放此视频。' },
  'zh-tw': { loading: '影片載入中…', failed: '無法播放此影片。' },
};

/** Labels for a language code such as `zh-CN` or `fr`; anything unsupported falls back to English. */
export function playerLabels(lang: string | undefined) {
  const code = (lang ?? 'en').toLowerCase();
  return (
    LABELS[code as PlayerLanguage] ?? LABELS[code.split('-')[0] as PlayerLanguage] ?? LABELS.en
  );
}
