#!/usr/bin/env bash
# The fast lane: what a developer runs before every commit. It builds Rotor and the fuzz targets'
# sources and runs the tests, nothing else, and needs only what README.md's set-up names (Swift and libncurses-dev). Tests that need
# tmux, espeak-ng, librsvg, asciinema or Python's report readers run where those are installed and
# are skipped where they are not; the full lane, `.ci/run`, requires them (docs/contributing.md).
# `swift build` comes first because the end-to-end tests drive the built `rotor`.
#
#   Scripts/check.sh [ARGUMENTS FOR swift test]     e.g. Scripts/check.sh --filter AuditTests
set -euo pipefail
cd "$(dirname "$0")/.."

swift build
# The fuzz targets' sources (Fuzz/), compiled against this checkout but not linked (linking needs
# the sanitized build, Fuzz/fuzz.sh): a change to Rotor that breaks them fails here. A few
# minutes the first time, seconds after (docs/fuzzing.md).
Fuzz/fuzz.sh compile
swift test "$@"
