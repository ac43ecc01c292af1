#!/usr/bin/env bash
# Every picture the project draws must be one a real SVG renderer accepts: draws each example
# nib with `viewcheck render` and converts it, and each recorded snapshot, to PNG with librsvg's
# rsvg-convert. Fails on a file that does not render, a non-zero exit or an empty image.
# Usage: scripts/render-check.sh [path/to/viewcheck]   (default: .build/debug/viewcheck)
set -euo pipefail
cd "$(dirname "$0")/.."
viewcheck=${1:-.build/debug/viewcheck}
command -v rsvg-convert >/dev/null || { echo "error: rsvg-convert is missing (apt-get install librsvg2-bin)" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

count=0
convert() {  # convert SVG PNG
  if ! rsvg-convert --background-color=white "$1" -o "$2"; then
    echo "error: rsvg-convert could not draw $1" >&2
    exit 1
  fi
  if [ ! -s "$2" ]; then
    echo "error: rsvg-convert drew an empty image from $1" >&2
    exit 1
  fi
  count=$((count + 1))
}

for nib in Examples/*.nib; do
  name=$(basename "$nib" .nib)
  "$viewcheck" render --schema Examples/viewcheck-schema.json --scale 2 "$nib" -o "$out/$name.svg"
  convert "$out/$name.svg" "$out/$name.png"
done
while IFS= read -r -d '' svg; do
  convert "$svg" "$out/snapshot-$count.png"
done < <(find Tests -path '*/__Snapshots__/*' -name '*.svg' ! -name '*.actual.svg' -print0 | sort -z)
echo "render-check: $count pictures drawn by rsvg-convert"
