#!/usr/bin/env bash
# Start-up times of `ivko` (release build): from the process's start to the first frame and to a
# filled Home, with a cold (empty) and then a warm data folder, RUNS times each. The shop runs
# headless against its embedded backend (PRODUCTS products) and signs in as demo/demo.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-3}"
PRODUCTS="${PRODUCTS:-2000}"
swift build --package-path Examples/Ivko -c release --product ivko >/dev/null
ivko="$(swift build --package-path Examples/Ivko -c release --show-bin-path)/ivko"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
for _ in $(seq "$RUNS"); do
    rm -rf "$folder/data"
    printf 'wait\nwait\n' | "$ivko" --headless --data-dir "$folder/data" --products "$PRODUCTS" --user demo --password demo --timings 2>&1 >/dev/null | grep 'start-up'
    printf 'wait\nwait\n' | "$ivko" --headless --data-dir "$folder/data" --products "$PRODUCTS" --timings 2>&1 >/dev/null | grep 'start-up'
done
