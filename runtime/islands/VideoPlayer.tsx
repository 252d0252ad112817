import { useEffect, useRef, useState } from 'react';
import { engineFor, playerLabels } from './media-engines.ts';

interface Props {
  src: string;
  type?: string;
  poster?: string;
  title?: string;
  lang?: string;
  width?: string | number;
  height?: string | number;
}

/**
 * `<VideoPlayer src="a.m3u8" />`: native playback where the browser can, hls.js, dash.js or mpegts.js otherwise —
 * each engine loaded only when a source needs it. An unsupported media type is logged as a warning, nothing more.
 */
export default function VideoPlayer({
  src,
  type,
  poster,
  title,
  lang,
  width = '100%',
  height,
}: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const labels = playerLabels(lang);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const engine = engineFor(src, type);
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const ready = () => {
      if (!cancelled) setState('ready');
    };
    const fail = () => {
      if (!cancelled) setState('failed');
    };
    if (!engine) {
      console.warn(
        `[docs-build] VideoPlayer: unsupported media type for ${src}${type ? ` (${type})` : ''}`,
      );
      return;
    }
    setState('loading');
    if (
      engine === 'native' ||
      (engine === 'hls' && video.canPlayType('application/vnd.apple.mpegurl'))
    ) {
      video.src = src;
      video.addEventListener('loadedmetadata', ready, { once: true });
      video.addEventListener('error', fail, { once: true });
    } else if (engine === 'hls') {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          fail();
          return;
        }
        const hls = new Hls();
        hls.on(Hls.Events.MANIFEST_PARSED, ready);
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal) fail();
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      }, fail);
    } else if (engine === 'dash') {
      void import('dashjs').then((dashjs) => {
        if (cancelled) return;
        const player = dashjs.MediaPlayer().create();
        player.on('streamInitialized', ready);
        player.on('error', fail);
        player.initialize(video, src, false);
        destroy = () => player.destroy();
      }, fail);
    } else {
      void import('mpegts.js').then(({ default: mpegts }) => {
        if (cancelled) return;
        if (!mpegts.isSupported()) {
          fail();
          return;
        }
        const player = mpegts.createPlayer({
          type: /\.flv/i.test(src) || type === 'flv' ? 'flv' : 'mpegts',
          url: src,
        });
        player.on(mpegts.Events.ERROR, fail);
        player.on(mpegts.Events.MEDIA_INFO, ready);
        player.attachMediaElement(video);
        player.load();
        destroy = () => player.destroy();
      }, fail);
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src, type]);
  return (
    <figure className="video-player" data-state={state}>
      <video
        ref={ref}
        controls
        preload="metadata"
        poster={poster}
        title={title}
        style={{ width, height }}
        playsInline
      />
      {state === 'loading' && <figcaption className="video-status">{labels.loading}</figcaption>}
      {state === 'failed' && (
        <figcaption className="video-status error" role="alert">
          {labels.failed}
        </figcaption>
      )}
    </figure>
  );
}
