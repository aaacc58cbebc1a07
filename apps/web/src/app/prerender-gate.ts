import { DEFAULT_LANGUAGE } from '../shared/lib/languages.ts';
import { LANGUAGE_KEY, SESSION_KEY } from '../shared/lib/session.ts';

/**
 * The prerendered home page is written in the default language for a visitor who is not signed in. A small
 * script (not inline: the CSP allows scripts from 'self' only) runs before it is painted and marks <html> for a
 * visitor it does not fit (a language chosen before or named by the link's `?lng=`), so home.css hides what would change (another language: the whole page; signed in:
 * the calls to action and the header's menus) until the app has rendered (RootShell lifts the marks).
 */
export const PRERENDER_GATE = { otherLanguage: 'pk-pre-lang', signedIn: 'pk-pre-session' } as const;

/** The gate script's source (vite.config.ts writes it next to the assets; dist/home.html loads it). */
export function prerenderGateScript(): string {
  const k = JSON.stringify;
  return (
    `try{var s=localStorage,c=document.documentElement.classList,` +
    `l=(/[?&]lng=([^&]*)/.exec(location.search)||[])[1]||s.getItem(${k(LANGUAGE_KEY)});` +
    `if(l&&l!==${k(DEFAULT_LANGUAGE)})c.add(${k(PRERENDER_GATE.otherLanguage)});` +
    `if(s.getItem(${k(SESSION_KEY)}))c.add(${k(PRERENDER_GATE.signedIn)})}catch(e){}\n`
  );
}

/** Removes the gate's marks: the app has rendered what the visitor is to see. */
export function liftPrerenderGate(): void {
  document.documentElement.classList.remove(PRERENDER_GATE.otherLanguage, PRERENDER_GATE.signedIn);
}
