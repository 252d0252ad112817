import { useEffect, useRef, useState, type RefObject } from 'react';
import { attachVideo } from './attach-video.ts';
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

type PlayerState = 'idle' | 'loading' | 'ready' | 'failed';

/** Plays `src` in the video element, with the engine its type needs; torn down when the source changes. */
function usePlayback(ref: RefObject<HTMLVideoElement | null>, src: string, type?: string) {
  const [state, setState] = useState<PlayerState>('idle');
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const engine = engineFor(src, type);
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const settle = (next: PlayerState) => () => {
      if (!cancelled) setState(next);
    };
    if (!engine) {
      console.warn(
        `[docs-build] VideoPlayer: unsupported media type for ${src}${type ? ` (${type})` : ''}`,
      );
      return;
    }
    setState('loading');
    attachVideo(engine, {
      video,
      src,
      type,
      ready: settle('ready'),
      fail: settle('failed'),
      cancelled: () => cancelled,
      onDestroy: (d) => (destroy = d),
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [ref, src, type]);
  return state;
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
  const state = usePlayback(ref, src, type);
  const labels = playerLabels(lang);
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
