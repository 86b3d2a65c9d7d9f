import { setFlagsFromString } from 'node:v8';

// PGlite's WebAssembly: V8 (Node 24) rarely aborts a test worker with `jit_page_->allocations_.erase(addr)
// == 1` in UnregisterWasmAllocation (nodejs/node#64500, open), reached when its wasm code GC frees code
// that tier-up replaced. Without that GC, dead code stays until its module is freed, which the workers'
// short-lived databases do anyway. Set here, not in execArgv: worker threads (the platform's PDF and
// workbook pools) refuse V8 flags in theirs, and V8 reads this one each time code dies.
setFlagsFromString('--no-wasm-code-gc');
