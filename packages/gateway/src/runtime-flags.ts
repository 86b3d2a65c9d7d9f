import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of a gateway process, set before anything else runs (main.ts imports this first).
 *
 * `--no-allocation-site-pretenuring`: V8 allocates objects of a site straight in the old
 * generation once enough of them survived a scavenge. Under load 50 requests are in flight, so the
 * parsed platform pages and the answers built from them often outlive one scavenge although each
 * dies with its request; pretenured, they fill the old generation and cost mark-compact pauses. In
 * interleaved runs (docs/performance.md) turning it off took the 10-row list from 265–286 to
 * 247–249 µs per request and its p99 from 60–64 to 43–44 ms, and the unit stayed out of its slow
 * mode. Node keeps V8 flags settable after start (it does not freeze them), so this is one place
 * for every way the gateway runs (its own main, the launcher, the image).
 */
setFlagsFromString('--no-allocation-site-pretenuring');
