import { describe, expect, it, vi } from 'vitest';
import { primedFetch, readPrimed } from './primedFetch';

const network = () => vi.fn(async () => new Response('{"from":"network"}', { status: 200 }));

describe('primedFetch: the first API answers from the page', () => {
  it('answers a primed GET once from the page, then from the network', async () => {
    const fetchNetwork = network();
    const fetch = primedFetch(
      'https://shop.example',
      new Map([['/meta/SKATE01', { data: { title: 'Skate Academy' } }]]),
      fetchNetwork,
    );
    const first = await fetch('https://shop.example/meta/SKATE01', { method: 'GET' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await first.json()).toEqual({ data: { title: 'Skate Academy' } });
    expect(fetchNetwork).not.toHaveBeenCalled();
    expect(await (await fetch('https://shop.example/meta/SKATE01')).json()).toEqual({ from: 'network' });
    expect(fetchNetwork).toHaveBeenCalledTimes(1);
  });

  it('leaves writes, other paths and other hosts to the network', async () => {
    const fetchNetwork = network();
    const primed = new Map([['/cart/SKATE01', { data: [] }]]);
    const fetch = primedFetch('https://shop.example', primed, fetchNetwork);
    await fetch('https://shop.example/cart/SKATE01', { method: 'POST', body: '{}' });
    await fetch('https://shop.example/cart/ROLLR02');
    await fetch('https://other.example/cart/SKATE01');
    expect(fetchNetwork).toHaveBeenCalledTimes(3);
    expect(primed.size).toBe(1);
  });
});

describe('readPrimed', () => {
  it("reads the server's inline answers, and nothing from a page without them or with garbage", () => {
    document.body.innerHTML =
      '<script type="application/json" id="skatekit-primed">{"/button/SKATE01":{"data":[]}}</script>';
    expect([...readPrimed(document)]).toEqual([['/button/SKATE01', { data: [] }]]);
    document.body.innerHTML = '<script type="application/json" id="skatekit-primed">{oops</script>';
    expect(readPrimed(document).size).toBe(0);
    document.body.innerHTML = '';
    expect(readPrimed(document).size).toBe(0);
  });
});
