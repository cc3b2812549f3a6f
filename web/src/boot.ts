// The page's entry (decision 088): the styles, the chunk-reload guard and the service worker, then the app. A page to
// read that the server sent rendered (not inert) needs no JavaScript to be read or to follow its links, so the app
// starts at the reader's first touch, key, pointer move or wheel, and the phone does not evaluate and hydrate the
// whole app for a reader who only reads. Every other page starts the app at once.
import { listenForChunkLoadErrors } from './app/chunk-reload';
import './styles.css';

listenForChunkLoadErrors();
// The service worker (decision 083) after the page has loaded, so it never competes with the first visit.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

const root = document.getElementById('root')!;
const startApp = () =>
  import('./main')
    .then((module) => module.startApp())
    .catch((error: unknown) => {
      root.removeAttribute('inert'); // The app could not start: the page is still a page, and its links work.
      throw error;
    });

/**
 * Starts the app on the reader's first sign of intent. A click that lands before the app is live is held and given
 * again once it is (a link needs no app: the browser follows it), so a tap on a button is never lost.
 */
function startOnIntent() {
  let held: HTMLElement | undefined;
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held = (target.closest('button, [role="button"], input, label, summary') ?? target) as HTMLElement;
  };
  const release = () => document.removeEventListener('click', holdClick, true);
  const start = () => {
    for (const name of INTENT_EVENTS) window.removeEventListener(name, start, true);
    void startApp().then(
      () => {
        release();
        if (held?.isConnected) held.click();
      },
      (error: unknown) => {
        release();
        throw error;
      },
    );
  };
  document.addEventListener('click', holdClick, true);
  for (const name of INTENT_EVENTS) window.addEventListener(name, start, { capture: true, passive: true });
}

const waitsForReader = root.hasAttribute('data-prerendered') && !root.hasAttribute('inert') && document.documentElement.lang === 'en';
if (waitsForReader) startOnIntent();
else void startApp();
