import type { Engine } from './media-engines.ts';

/** What an engine needs to start playback, and how it reports back. */
export interface Playback {
  video: HTMLVideoElement;
  src: string;
  type?: string;
  ready(): void;
  fail(): void;
  /** True once the player is gone: an engine that arrives late then does nothing. */
  cancelled(): boolean;
  /** Keeps the engine's teardown for when the player goes. */
  onDestroy(destroy: () => void): void;
}

function attachHls(p: Playback) {
  void import('hls.js').then(({ default: Hls }) => {
    if (p.cancelled()) return;
    if (!Hls.isSupported()) {
      p.fail();
      return;
    }
    const hls = new Hls();
    hls.on(Hls.Events.MANIFEST_PARSED, p.ready);
    hls.on(Hls.Events.ERROR, (_e, data) => {
      if (data.fatal) p.fail();
    });
    hls.loadSource(p.src);
    hls.attachMedia(p.video);
    p.onDestroy(() => hls.destroy());
  }, p.fail);
}

function attachDash(p: Playback) {
  void import('dashjs').then((dashjs) => {
    if (p.cancelled()) return;
    const player = dashjs.MediaPlayer().create();
    player.on('streamInitialized', p.ready);
    player.on('error', p.fail);
    player.initialize(p.video, p.src, false);
    p.onDestroy(() => player.destroy());
  }, p.fail);
}

function attachMpegts(p: Playback) {
  void import('mpegts.js').then(({ default: mpegts }) => {
    if (p.cancelled()) return;
    if (!mpegts.isSupported()) {
      p.fail();
      return;
    }
    const player = mpegts.createPlayer({
      type: /\.flv/i.test(p.src) || p.type === 'flv' ? 'flv' : 'mpegts',
      url: p.src,
    });
    player.on(mpegts.Events.ERROR, p.fail);
    player.on(mpegts.Events.MEDIA_INFO, p.ready);
    player.attachMediaElement(p.video);
    player.load();
    p.onDestroy(() => player.destroy());
  }, p.fail);
}

/** Native playback where the browser can (Safari plays HLS itself), the engine's library otherwise. */
export function attachVideo(engine: Engine, p: Playback): void {
  const { video } = p;
  if (
    engine === 'native' ||
    (engine === 'hls' && video.canPlayType('application/vnd.apple.mpegurl'))
  ) {
    video.src = p.src;
    video.addEventListener('loadedmetadata', p.ready, { once: true });
    video.addEventListener('error', p.fail, { once: true });
  } else if (engine === 'hls') attachHls(p);
  else if (engine === 'dash') attachDash(p);
  else attachMpegts(p);
}
