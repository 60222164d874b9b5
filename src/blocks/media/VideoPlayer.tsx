/**
 * A video of a media block behind the video-cookies consent: a placeholder until the
 * visitor's video-cookies choice is 'yes'; a button on it accepts video cookies on the spot (stored
 * like the cookie bar's settings) and shows the player. Before consent nothing is asked of the video
 * host. YouTube plays from youtube-nocookie.com, Vimeo with dnt=1, anything else in a <video>
 * element; Play, Pause and Finished are tracked where the player tells us. After consent, a
 * Vimeo video is first checked with Vimeo's embed information (video-embed-check.ts): when Vimeo
 * says the video may not be embedded here (domain status 403) or gives no answer, the video is
 * blanked with the "unable to load" text instead of a broken player.
 */
import { useEffect, useRef, useState } from 'react';
import { trackEvent } from '#src/lib/analytics.ts';
import { videoEvent } from '#src/blocks/media/video-events.ts';
import type { ImageAttributes } from '#src/lib/blocks/image-attributes.ts';
import { embedAllowed, embedCheckUrl } from '#src/blocks/media/video-embed-check.ts';
import {
  embedUrl,
  isVimeoReady,
  playerAction,
  VIMEO_EMBED_ORIGIN,
  YOUTUBE_EMBED_ORIGIN,
  type VideoAction,
  type VideoSource,
} from '#src/blocks/media/video.ts';
import { startAfterConsent } from '#src/consent/browser/start-after-consent.ts';
import { acceptOnThisPage } from '#src/consent/browser/store.ts';
import { fillTemplate } from '#src/i18n/template.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import './VideoPlayer.css';
import { withFallback } from '#src/react/IslandBoundary.tsx';

/**
 * blocks.media; filled here: `{{host}}` in `consentTitle`, `consentText` and `watchOn`, and
 * `{{title}}` (the video's label) in `videoTitle`, the player's accessible name.
 */
export type VideoPlayerStrings = StringsAt<'blocks.media'>;

type PlayableSource = Exclude<VideoSource, { kind: 'invalid' }>;

type Props = {
  source: PlayableSource;
  /** What the analytics events call this video; the player's title names it too. */
  label: string;
  /** Who hosts the video, e.g. 'YouTube' (the hospital's name for a file on the site itself). */
  host: string;
  poster: ImageAttributes | null;
  watchHref: string | null;
  strings: VideoPlayerStrings;
  /** Read after a link that opens in a new tab. */
  newTabHint: string;
};

/** Sends Play, Pause and Finished once per change (YouTube repeats its state while playing). */
function useTracker(label: string): (action: VideoAction) => void {
  const last = useRef<VideoAction | null>(null);
  return (action) => {
    if (last.current === action) return;
    last.current = action;
    trackEvent(videoEvent(action, label));
  };
}

/** Listens to an embedded YouTube or Vimeo player through its postMessage API (no extra script from the host). */
function useEmbedEvents(
  frame: React.RefObject<HTMLIFrameElement | null>,
  kind: 'youtube' | 'vimeo',
  active: boolean,
  track: (action: VideoAction) => void,
): () => void {
  const origin = kind === 'youtube' ? YOUTUBE_EMBED_ORIGIN : VIMEO_EMBED_ORIGIN;
  const subscribe = () => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    if (kind === 'youtube') {
      target.postMessage(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }), origin);
      target.postMessage(
        JSON.stringify({
          event: 'command',
          func: 'addEventListener',
          args: ['onStateChange'],
          id: 1,
          channel: 'widget',
        }),
        origin,
      );
    } else {
      for (const value of ['play', 'pause', 'ended'])
        target.postMessage(JSON.stringify({ method: 'addEventListener', value }), origin);
    }
  };
  useEffect(() => {
    if (!active) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (kind === 'vimeo' && isVimeoReady(event.data)) subscribe();
      const action = playerAction(kind, event.data);
      if (action) track(action);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });
  return subscribe;
}

type EmbedCheck = 'checking' | 'allowed' | 'refused';

/** The embed check of a video once `active` (after consent): 'allowed' at once for platforms without one. */
function useEmbedCheck(source: PlayableSource, active: boolean): EmbedCheck {
  const url = embedCheckUrl(source);
  const [outcome, setOutcome] = useState<{ url: string; check: EmbedCheck } | null>(null);
  useEffect(() => {
    if (!active || !url) return undefined;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { accept: 'application/json' }, credentials: 'omit' })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((answer) => setOutcome({ url, check: embedAllowed(answer) ? 'allowed' : 'refused' }))
      .catch(() => {
        if (!controller.signal.aborted) setOutcome({ url, check: 'refused' });
      });
    return () => controller.abort();
  }, [active, url]);
  if (!url) return 'allowed';
  return outcome?.url === url ? outcome.check : 'checking';
}

function Player({ source, label, poster, strings, focusOnShow }: Props & { focusOnShow: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const track = useTracker(label);
  const embedKind = source.kind === 'file' ? 'youtube' : source.kind;
  const frameTitle = fillTemplate(strings.videoTitle, { title: label });
  const subscribe = useEmbedEvents(frame, embedKind, source.kind !== 'file', track);

  useEffect(() => {
    if (focusOnShow) (frame.current ?? video.current)?.focus();
  }, [focusOnShow]);

  if (source.kind === 'file') {
    return (
      // eslint-disable-next-line jsx-a11y-x/media-has-caption -- the content API gives a video file without a caption track (captions must be in the video)
      <video
        ref={video}
        className="video-player__media"
        src={source.src}
        poster={poster?.src}
        controls
        playsInline
        preload="metadata"
        aria-label={frameTitle}
        onPlay={() => track('Play')}
        onPause={(event) => {
          if (!event.currentTarget.ended) track('Pause');
        }}
        onEnded={() => track('Finished')}
      />
    );
  }
  return (
    <iframe
      ref={frame}
      className="video-player__media"
      src={embedUrl(source, window.location.origin) ?? undefined}
      title={frameTitle}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={subscribe}
    />
  );
}

function VideoPlayer(props: Props) {
  const { host, poster, watchHref, strings, newTabHint } = props;
  const [mounted, setMounted] = useState(false);
  const [allowed, setAllowed] = useState(false);
  const [acceptedHere, setAcceptedHere] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pre-rendered page cannot know the cookies: the player may show once hydrated
    setMounted(true);
    // Every video on the page shows once video cookies are accepted, here or on another video's button, and goes
    // back to its placeholder (the player's frame removed) as soon as they are withdrawn.
    return startAfterConsent(
      'video',
      () => setAllowed(true),
      () => setAllowed(false),
    );
  }, []);

  const check = useEmbedCheck(props.source, allowed);

  function accept() {
    acceptOnThisPage('video');
    setAcceptedHere(true);
  }

  return (
    <div className="video-player" data-video-player data-consent={allowed ? 'yes' : 'no'}>
      {allowed && check === 'allowed' ? (
        <Player {...props} focusOnShow={acceptedHere} />
      ) : allowed && check === 'refused' ? (
        <p className="media__unavailable" data-video-unavailable>
          {strings.unavailable}
        </p>
      ) : allowed ? (
        <div className="video-player__checking" aria-busy="true" />
      ) : (
        <div className="video-consent" data-video-consent>
          {poster && (
            <img
              className="video-consent__poster"
              src={poster.src}
              srcSet={poster.srcSet}
              sizes={poster.sizes}
              width={poster.width}
              height={poster.height}
              alt={poster.alt}
              loading="lazy"
              decoding="async"
            />
          )}
          <div className="video-consent__panel">
            <p className="video-consent__title">{fillTemplate(strings.consentTitle, { host })}</p>
            <p className="video-consent__text">{fillTemplate(strings.consentText, { host })}</p>
            <div className="video-consent__actions">
              {mounted && (
                <button type="button" className="button" onClick={accept}>
                  {strings.consentButton}
                </button>
              )}
              {watchHref && (
                <a className="video-consent__watch" href={watchHref} target="_blank" rel="noopener">
                  {fillTemplate(strings.watchOn, { host })}
                  <span className="visually-hidden"> {newTabHint}</span>
                </a>
              )}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(VideoPlayer, 'VideoPlayer');
