// The page's entry (decision 088): the styles, the chunk-reload guard and the service worker, then the app. A page the
// server sent rendered needs no JavaScript to be read, to follow its links or to be typed into, so the app starts at
// the reader's first touch, key, pointer move or wheel: the phone does not evaluate and hydrate the whole app for a
// reader who only reads. Every other page (the app's own screens, a Nepali reader's page) starts the app at once.
import { listenForChunkLoadErrors } from './app/chunk-reload';
import './styles.css';

listenForChunkLoadErrors();
// The service worker (decision 083) after the page has loaded, so it never competes with the first visit.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

const startApp = () => import('./main').then((module) => module.startApp());

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Types `value` into a field again as a person would, so React's and the form library's change handlers take it (the
 * form started from its own defaults). React fires onChange only for a value it has not seen, on a field it has
 * hydrated: the first event makes React hydrate the field now (it may still wait in a Suspense boundary), then React
 * sees the emptying (the element's setter) but not the typing (the prototype's), so it takes the typing as a change.
 */
function retype(field: TextField, value: string) {
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts the app on the reader's first sign of intent, and loses nothing done before it is live: a click (not on a link,
 * which the browser follows itself) or a form's submission is held and given again once it is, and what was typed is
 * typed again, since the hydrated form starts from its own defaults whatever the field shows.
 */
function startOnIntent() {
  let held: (() => void) | undefined;
  const typed = new Map<TextField, string>();
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    const clicked = (target.closest('button, [role="button"], input, label, summary') ?? target) as HTMLElement;
    held = () => clicked.isConnected && clicked.click();
  };
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    held = () => form.isConnected && form.requestSubmit();
  };
  const noteTyping = (event: Event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value);
  };
  const listeners = [
    ['click', holdClick],
    ['submit', holdSubmit],
    ['input', noteTyping],
  ] as const;
  const release = () => listeners.forEach(([name, listener]) => document.removeEventListener(name, listener as EventListener, true));
  const start = () => {
    for (const name of INTENT_EVENTS) window.removeEventListener(name, start, true);
    void startApp().then(
      () => {
        release();
        for (const [field, value] of typed) if (field.isConnected) retype(field, value);
        held?.();
      },
      (error: unknown) => {
        // The page stays a page to read and its links work; a form is never sent by the browser itself (a GET would put
        // a password in the address), so its submission stays held.
        throw error;
      },
    );
  };
  listeners.forEach(([name, listener]) => document.addEventListener(name, listener as EventListener, true));
  for (const name of INTENT_EVENTS) window.addEventListener(name, start, { capture: true, passive: true });
}

// The server's page is its path's, in English: a query (a referral code, a prefilled email) is the app's to show.
const waitsForReader =
  document.getElementById('root')!.hasAttribute('data-prerendered') && document.documentElement.lang === 'en' && !window.location.search;
if (waitsForReader) startOnIntent();
else void startApp();
