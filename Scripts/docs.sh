#!/usr/bin/env bash
# Builds the DocC documentation of every module with a catalog (Sources/MODULE/*.docc),
# and fails on any warning: a link to a symbol that is gone or ambiguous, a parameter a `///`
# comment does not describe or describes under another name. A module gets documentation by
# getting a catalog (copy another module's and rename its root page); nothing here lists them.
#
#   Scripts/docs.sh [--scratch-path DIR]
#
# The archives land in DIR/plugins/Swift-DocC/outputs/MODULE.doccarchive. DIR is `.build` by
# default, so the build `swift build` made is reused. To read the pages as you write them, at
# http://localhost:8080/documentation/cellkit (rebuilt on every save):
#   swift package --disable-sandbox preview-documentation --target CellKit
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build
if [ $# -gt 0 ]; then
  if [ $# -eq 2 ] && [ "$1" = "--scratch-path" ]; then
    scratch=$2
  else
    echo "usage: Scripts/docs.sh [--scratch-path DIR]" >&2
    exit 64
  fi
fi

modules=()
for catalog in Sources/*/*.docc; do
  if [ -d "$catalog" ]; then
    modules+=("$(basename "$(dirname "$catalog")")")
  fi
done
if [ ${#modules[@]} -eq 0 ]; then
  echo "Scripts/docs.sh: no Sources/*/*.docc catalog found" >&2
  exit 1
fi

# Every module in one run of the plugin: it resolves the package and builds the symbol graphs
# once, and runs docc for modules side by side. --warnings-as-errors still fails a module on its
# own warning (each module was checked with a deliberate warning: DECISIONS.md, "DocC through
# swift-docc-plugin"). But the plugin stops at the first module that fails, and the modules after
# it are not built, so their warnings would not show: only then is each module that did not
# finish built again on its own, and every module's warnings are shown.
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if swift package --scratch-path "$scratch" generate-documentation "${targets[@]}" --warnings-as-errors 2>&1 | tee "$log"; then
  echo "Scripts/docs.sh: ${modules[*]}: no warnings; archives in $scratch/plugins/Swift-DocC/outputs"
  exit 0
fi

failed=()
for module in "${modules[@]}"; do
  if ! grep -q "^Finished building documentation for '$module'" "$log"; then
    swift package --scratch-path "$scratch" generate-documentation --target "$module" --warnings-as-errors \
      || failed+=("$module")
  fi
done
if [ ${#failed[@]} -eq 0 ]; then
  # Nothing failed on its own: the plugin itself failed; its messages are above.
  echo "Scripts/docs.sh: generate-documentation failed (above), though each module builds on its own" >&2
  exit 1
fi
echo "Scripts/docs.sh: the documentation of ${failed[*]} has warnings (above)" >&2
exit 1
