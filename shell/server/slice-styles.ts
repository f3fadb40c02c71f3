import { LRUCache } from 'lru-cache';

/**
 * The stylesheets a slice's exposed module needs in the browser, from the slice's browser
 * manifest (the address in remotes.json, as this server reaches it), and their texts. The server
 * puts them in <head>, so server-rendered slice content is styled at first paint rather than once
 * the slice's script has run.
 */
interface BrowserManifest {
  exposes: { name: string; assets: { css: { sync: string[] } } }[];
}

/** Stylesheets' texts kept: a file's name carries its content hash, so a text never changes. */
const TEXTS_KEPT = 100;

/**
 * `immutable`: the address is a release's, whose manifest never changes, so it is read once;
 * a slice's configured address can be redeployed in place, so its manifest is read again after `recheckMs`.
 */
export function createSliceStyles(browserManifestUrl: string, { recheckMs = 1000, immutable = false } = {}) {
  let manifest: Promise<BrowserManifest> | null = null;
  let readAt = 0;
  const texts = new LRUCache<string, Promise<string | null>>({ max: TEXTS_KEPT });

  async function readText(url: string): Promise<string | null> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return await response.text();
    } catch {
      texts.delete(url);
      return null;
    }
  }

  async function read(): Promise<BrowserManifest> {
    const response = await fetch(browserManifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`${browserManifestUrl} answered ${response.status}`);
    return (await response.json()) as BrowserManifest;
  }

  return {
    /** The module's stylesheets, relative to the manifest; none when the manifest cannot be read. */
    async for(expose: string): Promise<string[]> {
      if (!manifest || (!immutable && Date.now() - readAt > recheckMs)) {
        readAt = Date.now();
        manifest = read();
        manifest.catch(() => {
          manifest = null;
        });
      }
      const found = (await manifest.catch(() => null))?.exposes.find((entry) => entry.name === expose);
      return found?.assets.css.sync ?? [];
    },
    /** The text of one of those stylesheets; null when it cannot be read now (the page then links it). */
    text(file: string): Promise<string | null> {
      const url = new URL(file, browserManifestUrl).href;
      let text = texts.get(url);
      if (!text) {
        text = readText(url);
        texts.set(url, text);
      }
      return text;
    },
  };
}
