#!/usr/bin/env bash
# Regenerates the documentation that is made from the code, after a change to the rules or the
# kit (the tests in DocumentationTests fail until it is run):
#   Documentation/Rules.md          from the rule catalogue: viewcheck rules --format markdown
#   Documentation/NibFormat.md      its kit section, between the GENERATED KIT markers, from the
#                                   type registry: viewcheck schema --format markdown
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product viewcheck >/dev/null
viewcheck="$(swift build --show-bin-path)/viewcheck"

"$viewcheck" rules --format markdown > Documentation/Rules.md

kit=$(mktemp)
page=$(mktemp)
trap 'rm -f "$kit" "$page"' EXIT
"$viewcheck" schema --format markdown > "$kit"
grep -q '^<!-- BEGIN GENERATED KIT -->$' Documentation/NibFormat.md &&
  grep -q '^<!-- END GENERATED KIT -->$' Documentation/NibFormat.md || {
  echo "error: Documentation/NibFormat.md lost its GENERATED KIT markers" >&2
  exit 1
}
awk -v kit="$kit" '
  /^<!-- BEGIN GENERATED KIT -->$/ { print; while ((getline line < kit) > 0) print line; skip = 1; next }
  /^<!-- END GENERATED KIT -->$/ { skip = 0 }
  !skip { print }
' Documentation/NibFormat.md > "$page"
cp "$page" Documentation/NibFormat.md
echo "updated Documentation/Rules.md and the kit section of Documentation/NibFormat.md"
