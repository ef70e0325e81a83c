import { LANGUAGE_KEYS, languageTag, type LanguageKey } from '@brokerage/shared';
import { Icon } from '../components/icon/icon';
import { TAB_ICONS, TAB_LABELS } from '../components/layout/tab-items';
import { Logo } from '../components/layout/logo';
import { BOOT_ROUTES, type BootRoute } from '../config/entry-routes';
import { TAB_ROUTES } from '../config/paths';

/**
 * The first paint of the entry routes, from HTML (issue 29, "First paint from HTML").
 *
 * The app routes by hash, so every address receives the same index.html. At build time
 * (vite.config.ts, bootShell) this component is rendered to static HTML with react-dom/server
 * and put inside #root in place of the splash: one page frame whose header, skeleton rows and
 * tab bar carry every entry route's variant and every language's words. The boot script (a
 * blocking script inlined in <head>, which the server's CSP allows by its hash) sets
 * `data-boot-route` and `data-boot-lang` on <html> from the address's hash and the stored language, and the CSS below shows only the
 * matching variant. Without that script (JavaScript off) Home in English shows.
 *
 * This HTML is never hydrated: React's first render (createRoot in main.tsx) replaces the
 * children of #root when it commits, exactly as it replaced the splash. The shell is not the
 * first client render (that waits for the dictionaries, the stored session, the lazy page),
 * so hydrating it would be a mismatch by construction.
 */

// Entry routes have a shell of their own; any other address shows the splash.
export { BOOT_ROUTES, type BootRoute } from '../config/entry-routes';

/** Every language the shell carries words of (the app's seven). */
export const BOOT_LANGUAGES = LANGUAGE_KEYS;
const BOOT_ROUTE_NAMES = Object.keys(BOOT_ROUTES) as BootRoute[];
const TAB_BOOT_ROUTES: readonly BootRoute[] = ['home', 'market', 'trade'];

type Dictionary = Record<string, unknown>;

const lookup = (dictionary: Dictionary | undefined, key: string): string | undefined => {
  let value: unknown = dictionary;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Dictionary)[part];
  }
  return typeof value === 'string' ? value : undefined;
};

const tabRouteOf = (path: string): BootRoute | undefined =>
  BOOT_ROUTE_NAMES.find((name) => (BOOT_ROUTES[name] as readonly string[]).includes(path));

/** The seed's splash, kept for every address that is not an entry route. */
const Splash = () => (
  <div
    className="boot-splash"
    data-testid="boot-splash"
    data-r="other"
    role="status"
    aria-label="Brokerage"
  >
    <Logo size={64} />
    <div className="boot-splash-name">Brokerage</div>
    <div className="boot-splash-bar" />
  </div>
);

const Rows = ({ count, route }: { count: number; route: string }) => (
  <div className="boot-rows" data-r={route} aria-hidden="true">
    {Array.from({ length: count }, (_, index) => (
      <div className="boot-row" key={index}>
        <span className="boot-bar boot-bar-wide" />
        <span className="boot-bar boot-bar-short" />
      </div>
    ))}
  </div>
);

export interface BootShellProps {
  /** The merged dictionary of every language (the app's own words). */
  dictionaries: Partial<Record<LanguageKey, Dictionary>>;
}

/** One key in every language: spans the CSS shows one of. */
const words = (dictionaries: BootShellProps['dictionaries'], k: string) =>
  LANGUAGE_KEYS.map((language) => (
    <span className="boot-t" data-l={language} lang={languageTag(language)} key={language}>
      {lookup(dictionaries[language], k) ?? lookup(dictionaries.en, k) ?? k}
    </span>
  ));

/**
 * The login form as the app draws it (login-form.tsx, auth.css, SectionTabs, antd-mobile's
 * Form and Input), same sizes and words, without its inputs: the placeholder is Login's
 * largest text, so painting it here keeps the first paint the largest contentful one (as
 * Home's banner).
 */
const BootLoginForm = ({ dictionaries }: { dictionaries: BootShellProps['dictionaries'] }) => (
  <div className="boot-login" data-r="login" aria-hidden="true">
    <div className="boot-login-tabs">
      {['auth.emailTab', 'auth.phoneTab'].map((key, index) => (
        <span className="boot-login-tab" key={key}>
          <span className={index === 0 ? 'boot-login-tab-active' : undefined}>
            {words(dictionaries, key)}
          </span>
        </span>
      ))}
    </div>
    <div className="boot-login-fields">
      {[
        ['auth.account', 'auth.accountPlaceholder'],
        ['auth.password', 'auth.passwordEnter'],
      ].map(([label = '', placeholder = '']) => (
        <div className="boot-login-field" key={label}>
          <span className="boot-login-label">{words(dictionaries, label)}</span>
          <span className="boot-login-placeholder">{words(dictionaries, placeholder)}</span>
        </div>
      ))}
    </div>
    <div className="boot-login-button">{words(dictionaries, 'auth.login')}</div>
    <div className="boot-login-links">
      <span className="boot-login-link">{words(dictionaries, 'auth.forgot')}</span>
      <span>
        {words(dictionaries, 'auth.noAccount')}{' '}
        <strong className="boot-login-link">{words(dictionaries, 'auth.registerNow')}</strong>
      </span>
    </div>
  </div>
);

export const BootShell = ({ dictionaries }: BootShellProps) => {
  return (
    <>
      <div
        className="page-shell boot-shell"
        data-testid="boot-shell"
        data-r="home market trade quote login"
      >
        <header className="df-header" data-r="home">
          <div className="df-brand">
            <Logo size={30} />
            <span className="df-name">{words(dictionaries, 'app.name')}</span>
          </div>
          <span className="boot-tool" />
        </header>
        <header className="default-header" data-r="market trade">
          <span className="boot-tool" />
          <h1 className="default-title">
            <span data-r="market">{words(dictionaries, 'title.market')}</span>
            <span data-r="trade">{words(dictionaries, 'title.trade')}</span>
          </h1>
          <span className="boot-tool" />
        </header>
        <header className="boot-nav-bar" data-r="quote">
          <Icon name="LeftOutline" className="boot-back" />
          <h1 className="app-nav-title">{words(dictionaries, 'title.stockQuote')}</h1>
          <span className="boot-tool" />
        </header>
        <header className="auth-header" data-r="login">
          <Icon name="LeftOutline" className="boot-back" />
          <span className="boot-tool" />
        </header>
        <main className="page-body">
          <div className="auth-brand" data-r="login">
            <Logo size={56} />
            <h1 className="auth-title">{words(dictionaries, 'title.login')}</h1>
          </div>
          {/* Home's first banner as the app draws it (home-banner.tsx, home.css), same size and
              words: the largest text of Home is painted by the HTML, and React's equal one that
              replaces it is no larger, so the first paint stays the largest contentful one. */}
          <div className="boot-banner" data-r="home">
            <strong>{words(dictionaries, 'home.banners.markets')}</strong>
            <span>{words(dictionaries, 'home.banners.marketsSub')}</span>
          </div>
          <Rows count={5} route="home" />
          <Rows count={6} route="market trade quote" />
          <BootLoginForm dictionaries={dictionaries} />
        </main>
        <nav className="boot-tab-bar" data-r={TAB_BOOT_ROUTES.join(' ')}>
          {TAB_ROUTES.map((route) => (
            <span className="boot-tab" data-tab={tabRouteOf(route.path) ?? ''} key={route.path}>
              <span className="boot-tab-icon">{TAB_ICONS[route.path]}</span>
              <span className="boot-tab-title">
                {words(dictionaries, TAB_LABELS[route.path] ?? route.title)}
              </span>
            </span>
          ))}
        </nav>
      </div>
      <Splash />
    </>
  );
};

/**
 * The rules that pick the variant: without attributes (no script ran) Home in English. The
 * variant markers are `data-r` (routes, space separated) and `data-l` (the language).
 */
export const bootShellCss = (): string => {
  const rules: string[] = [];
  const hide = 'display:none!important';
  for (const route of [...BOOT_ROUTE_NAMES, 'other']) {
    const when =
      route === 'home'
        ? `:is(html:not([data-boot-route]),html[data-boot-route="home"])`
        : `html[data-boot-route="${route}"]`;
    rules.push(`${when} [data-r]:not([data-r~="${route}"]){${hide}}`);
    if (route !== 'other')
      rules.push(`${when} .boot-tab[data-tab="${route}"]{color:var(--app-tab-active,#372fc8)}`);
  }
  // Each tab its share of the width, not `flex: 1`: a paint of a half-parsed document (the
  // parser can yield mid-bar on a busy phone) would otherwise widen the tabs parsed so far and
  // move them when the rest arrive.
  rules.push(`.boot-tab{flex:0 0 ${100 / TAB_ROUTES.length}%}`);
  for (const language of LANGUAGE_KEYS) {
    const when =
      language === 'en'
        ? `:is(html:not([data-boot-lang]),html[data-boot-lang="en"])`
        : `html[data-boot-lang="${language}"]`;
    rules.push(`${when} .boot-t:not([data-l="${language}"]){${hide}}`);
  }
  return rules.join('\n');
};

/**
 * The files the boot script has the browser fetch from the start (scripts/route-preloads.ts):
 * per boot route its page's chunks, per language its dictionaries', none of them in index.html already.
 * Empty in development, where Vite serves modules one by one.
 */
export interface BootPreloads {
  routes: Partial<Record<string, string[]>>;
  languages: Partial<Record<string, string[]>>;
}

/** Preload links the boot script adds in one task (see `preload` in the script). */
const PRELOADS_PER_TASK = 8;

/**
 * The boot script: the blocking script inlined in <head> (vite.config.ts, bootShell) that
 * chooses the variant before the first paint.
 * Plain ES5, no module: it runs before anything else, and reads the language store's
 * persisted value (tagged JSON, `{"type":"object","data":{"state":{"key":…}}}`).
 *
 * It then starts the app once the HTML's first paint is reported: the built index.html keeps
 * the entry script and its module preloads in `<template id={appStartTemplate}>`
 * (scripts/deferred-start.ts), and they go into the document in the task after the browser's
 * `first-paint` entry (its presentation, later than the frame's own callbacks), so none of the
 * app runs, and none of its modules is fetched, before the shell is on screen. Where paint
 * entries are unknown, two frames stand for it; a hidden tab paints nothing and starts at once,
 * and 3 s is the longest the app waits. In development there is no template and Vite's own
 * script starts the app. As it starts the app, it asks for the route's page and the language's
 * dictionaries (`preloads`), which the app would otherwise ask for only once its entry script
 * has run, then the entry script's imports; then it has the locale's number data loaded.
 */
export const bootScript = (
  languageStorageKey: string,
  appStartTemplate: string,
  preloads: BootPreloads = { routes: {}, languages: {} },
): string => {
  const paths: Record<string, BootRoute> = {};
  for (const name of BOOT_ROUTE_NAMES) for (const path of BOOT_ROUTES[name]) paths[path] = name;
  return `(function () {
  var root = document.documentElement;
  var hash = location.hash.replace(/^#/, '');
  var path = hash.split('?')[0] || '/';
  var routes = ${JSON.stringify(paths)};
  root.setAttribute('data-boot-route', Object.prototype.hasOwnProperty.call(routes, path) ? routes[path] : 'other');
  var languages = ${JSON.stringify(LANGUAGE_KEYS)};
  try {
    var stored = JSON.parse(localStorage.getItem(${JSON.stringify(languageStorageKey)}) || 'null');
    var key = stored && stored.data && stored.data.state && stored.data.state.key;
    if (languages.indexOf(key) >= 0) {
      root.setAttribute('data-boot-lang', key);
      root.lang = key === 'jp' ? 'ja' : key;
    }
  } catch (error) {
    // No storage (private mode) or a malformed value: English, as the app itself falls back.
  }
  var preloads = ${JSON.stringify(preloads)};
  // Each preload link costs the main thread a request's set-up (a few ms on a slow phone, 60 of
  // them hundreds): added after the first paint, in tasks of a few, they neither hold the
  // paint back nor make one long task of their own.
  function preload(files, from) {
    var end = Math.min(from + ${PRELOADS_PER_TASK}, files.length);
    for (var i = from; i < end; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + files[i];
      document.head.appendChild(link);
    }
    if (end < files.length) setTimeout(function () { preload(files, end); }, 0);
    else setTimeout(loadNumberData, 0);
  }
  // A page's first number format loads the locale data (130 ms of one task at 4x CPU, whatever
  // the format): done once the preloads are out, while the scripts are on their way, instead
  // of inside the first render's task.
  function loadNumberData() {
    try {
      new Intl.NumberFormat(root.lang || 'en').format(0);
    } catch (error) {
      // No Intl: the app's own formatting says so, not this warm-up.
    }
  }
  var started = false;
  function start() {
    var template = document.getElementById(${JSON.stringify(appStartTemplate)});
    if (started || !template) return;
    started = true;
    var route = preloads.routes[root.getAttribute('data-boot-route')] || [];
    var language = preloads.languages[root.getAttribute('data-boot-lang') || 'en'] || [];
    // The entry script's own imports, kept in the template with it (scripts/deferred-start.ts);
    // their hrefs are root-relative ('/assets/…'), preload() puts the slash back.
    var links = template.content.querySelectorAll('link[rel="modulepreload"]');
    var imports = [];
    for (var l = 0; l < links.length; l += 1)
      imports.push(links[l].getAttribute('href').slice(1));
    // The dictionaries and the page first: the first few go out before the entry script, whose
    // imports follow (the script, once parsed, would ask for any of them not yet asked for).
    preload(language.concat(route, imports), 0);
    // A script cloned from a template never runs: the entry script is made anew.
    var entry = template.content.querySelector('script');
    var script = document.createElement('script');
    for (var a = 0; a < entry.attributes.length; a += 1)
      script.setAttribute(entry.attributes[a].name, entry.attributes[a].value);
    document.body.appendChild(script);
  }
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden') return start();
    // Hidden before it painted, or a paint never reported: start all the same.
    document.addEventListener('visibilitychange', start);
    setTimeout(start, 3000);
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0)
      return requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
`;
};
