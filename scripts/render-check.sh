#!/usr/bin/env bash
# Every picture the project draws must be one a real SVG renderer accepts: draws each example
# nib and each Interface Builder fixture with `viewcheck render` and converts it, and each
# recorded snapshot, to PNG with librsvg's rsvg-convert. Fails on a non-zero exit of
# rsvg-convert or an empty image.
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
# Interface Builder fixtures: each one that loads is drawn; one that does not load (exit 1: an
# Xcode 4 archive, a broken document) or has no view to draw (exit 2) is counted, not failed.
skipped=0
while IFS= read -r -d '' xib; do
  status=0
  "$viewcheck" render "$xib" -o "$out/xib.svg" 2>/dev/null || status=$?
  case $status in
    0) convert "$out/xib.svg" "$out/xib-$count.png" ;;
    1 | 2) skipped=$((skipped + 1)) ;;
    *) echo "error: viewcheck render failed on $xib (status $status)" >&2; exit 1 ;;
  esac
done < <(find Fixtures -name '*.xib' -print0 | sort -z)
while IFS= read -r -d '' svg; do
  convert "$svg" "$out/snapshot-$count.png"
done < <(find Tests -path '*/__Snapshots__/*' -name '*.svg' ! -name '*.actual.svg' -print0 | sort -z)
echo "render-check: $count pictures drawn by rsvg-convert ($skipped Interface Builder files without a picture)"
