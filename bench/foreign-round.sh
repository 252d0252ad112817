#!/bin/bash
# One round of a foreign site against its own tool: docs-build, then the tool its users run, each from no cache
# and no output, timed whole by /usr/bin/time. One log line a run: wall, CPU (user + sys, children included),
# peak RSS, the load average before and after, the exit code and docs-build's commit.
#
#   bench/foreign-round.sh vp|jg [docs-build checkout] [log]
#
# The tools are set up as their users set them up, in folders of their own (never in the site checkouts):
#   vp: a copy of vuejs/vitepress's docs/, art/ and tsconfig.json in $VP_DIR (default /tmp/site8-vp), with
#       `npm install --ignore-scripts vitepress@2.0.0-alpha.20 vitepress-plugin-group-icons
#       vitepress-plugin-llms markdown-it-mathjax3 postcss-rtlcss` (alpha.21 needs a package the registry
#       lacks); run as `node_modules/.bin/vitepress build docs`.
#   jg: a copy of Snailclimb/JavaGuide's docs/ and package.json in $JG_DIR (default /tmp/site8-jg), with
#       `npm install --ignore-scripts`; run as `node_modules/.bin/vuepress build docs`.
# $SITES (default /work/sites) holds the checkouts docs-build reads, as owner+name folders.
set -u
site=$1
repo=${2:-$(cd "$(dirname "$0")/.." && pwd)}
log=${3:-/tmp/foreign-rounds.log}
sites=${SITES:-/work/sites}
case $site in
  vp) src=$sites/vuejs+vitepress/docs dir=${VP_DIR:-/tmp/site8-vp}
      tool() { rm -rf docs/.vitepress/cache docs/.vitepress/dist && node_modules/.bin/vitepress build docs; } ;;
  jg) src=$sites/Snailclimb+JavaGuide/docs dir=${JG_DIR:-/tmp/site8-jg}
      tool() {
        rm -rf docs/.vuepress/.temp docs/.vuepress/.cache docs/.vuepress/dist dist &&
          node_modules/.bin/vuepress build docs
      } ;;
  *) echo "usage: $0 vp|jg [docs-build checkout] [log]" >&2; exit 2 ;;
esac
out=$(mktemp -d)
times=$(mktemp)
trap 'rm -rf "$out" "$times"' EXIT

measure() { # a name, then the command
  local name=$1 before rc wall user sys rss
  shift
  before=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f '%e %U %S %M' -o "$times" "$@" > "$out/$name.log" 2>&1
  rc=$?
  read -r wall user sys rss < "$times"
  printf '%s %s %-10s wall %7.2f s cpu %7.2f s rss %5d MB load %s→%s rc %s (%s)\n' \
    "$(date -u +%FT%TZ)" "$site" "$name" "$wall" "$(echo "$user + $sys" | bc)" $((rss / 1024)) \
    "$before" "$(cut -d' ' -f1 /proc/loadavg)" "$rc" "$(git -C "$repo" rev-parse --short HEAD)" | tee -a "$log"
}

(cd "$repo" && measure docs-build node bin/docs-build.js build "$src" --clean --out "$out/site")
(cd "$dir" && measure own bash -c "$(declare -f tool); tool")
