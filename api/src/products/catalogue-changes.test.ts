import { CatalogueChanges } from './catalogue-changes.js';
import { CatalogueReads } from './catalogue-reads.js';

describe('catalogue changes', () => {
  it('make the remembered pages read afresh', async () => {
    const changes = new CatalogueChanges();
    const reads = new CatalogueReads();
    changes.listen((change) => reads.forget(change));
    let price = '100.00';
    const page = async () => String(await reads.rememberPage(['list'], async () => JSON.stringify({ price })));

    // Asked twice: a page is kept from its second ask.
    await page();
    expect(await page()).toBe('{"price":"100.00"}');
    price = '90.00';
    expect(await page()).toBe('{"price":"100.00"}');
    changes.announce('catalogue');
    expect(await page()).toBe('{"price":"90.00"}');
  });

  it('tell each listener what changed and where', () => {
    const changes = new CatalogueChanges();
    const heard: string[] = [];
    changes.listen((change, origin) => heard.push(`${change} ${origin}`));
    changes.announce('stock');
    changes.heardFromElsewhere('catalogue');
    expect(heard).toEqual(['stock here', 'catalogue elsewhere']);
  });

  it('stop reaching a listener once it stops listening', () => {
    const changes = new CatalogueChanges();
    let heard = 0;
    const stop = changes.listen(() => heard++);
    changes.announce('catalogue');
    stop();
    changes.announce('catalogue');
    expect(heard).toBe(1);
  });

  it('give each instance its own versions, and another one after every change', () => {
    const here = new CatalogueChanges();
    const elsewhere = new CatalogueChanges();
    const before = here.version;
    expect(here.version).toBe(before);
    expect(elsewhere.version).not.toBe(before);
    here.announce('stock');
    const afterOwn = here.version;
    expect(afterOwn).not.toBe(before);
    here.heardFromElsewhere('stock');
    expect(here.version).not.toBe(afterOwn);
  });
});
