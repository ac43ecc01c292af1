#!/usr/bin/env bash
# The example app package (Examples/App) as a user of ViewLoader sees it: it depends on this
# package and applies ViewCheckPlugin. This script
#   1. builds and tests it (the plugin lints its view files and generates LoginObjects and
#      LoginController.generatedConnections into it);
#   2. breaks scratch copies of it and checks that each build fails where it should:
#      - an outlet renamed in Login.nib: the lint fails the build at the nib's file:line:col;
#      - the same rename with a schema that does not describe the owner (so no lint check can
#        see it): the compiler fails the build at the nib's line, through the generated code;
#      - a handler's sender type changed in the code: the compiler fails the build at the
#        nib's line that binds that handler;
#      - a .viewcheck.json at the package's root: the plugin lints with it.
#   With --versioned, it also builds a copy that depends on this package's committed HEAD as a
#   versioned dependency (a local git URL and a tag), as `.package(url:from:)` users do.
#
# The scratch copies share the example's build folder, so a broken build recompiles only the
# app's own module (seconds), not ViewLoader. Run from anywhere; exits non-zero on any failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app="$root/Examples/App"
build="$app/.build"
versioned=false
[ "${1:-}" = "--versioned" ] && versioned=true

fail() {
  echo "check-example-app: FAILED: $*" >&2
  exit 1
}

echo "== Examples/App: build and test with the plugin"
(cd "$app" && swift test 2>&1) | tee /tmp/example-app-test.log
grep -qE "Test run with [0-9]+ tests? .*passed" /tmp/example-app-test.log \
  || fail "the example app's tests did not pass"
if grep -E "(warning|error):" /tmp/example-app-test.log; then
  fail "the example app's build has warnings (the generated code must compile without one)"
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A copy of the example with its symbolic links resolved and the dependency on this package
# made absolute, in $scratch/$1.
copy() {
  local copy="$scratch/$1"
  mkdir -p "$copy"
  cp -RL "$app/Package.swift" "$app/Sources" "$app/Tests" "$copy/"
  sed -i "s|path: \"../..\"|path: \"$root\"|" "$copy/Package.swift"
  echo "$copy"
}

# Builds a broken copy: the build must fail, and its output must match the pattern.
expect_failure() {
  local copy=$1 pattern=$2 what=$3 log="$scratch/build.log"
  echo "== broken copy: $what"
  if (cd "$copy" && swift build --scratch-path "$build") >"$log" 2>&1; then
    cat "$log"
    fail "$what: the build succeeded"
  fi
  if ! grep -qE "$pattern" "$log"; then
    cat "$log"
    fail "$what: no error matching '$pattern'"
  fi
  grep -E "$pattern" "$log" | head -1
}

# Line and column of the first occurrence of a string in a file.
position() {
  awk -v text="$2" 'index($0, text) { print NR ":" index($0, text); exit }' "$1"
}

# 1. An outlet renamed in the nib: lint reports it at the outlet attribute.
broken=$(copy renamed-outlet)
nib="$broken/Sources/LoginApp/Views/Login.nib"
sed -i 's/outlet="titleLabel"/outlet="headlineLabel"/' "$nib"
at=$(position "$nib" 'outlet="headlineLabel"')
expect_failure "$broken" "^$nib:$at: error: .*headlineLabel" "outlet renamed in Login.nib"

# 2. The same rename where no schema describes the owner: only the compiler can see it.
broken=$(copy renamed-outlet-no-owner-schema)
nib="$broken/Sources/LoginApp/Views/Login.nib"
sed -i 's/outlet="titleLabel"/outlet="headlineLabel"/' "$nib"
echo '{"version": 1, "types": [{"name": "Theme"}], "owners": []}' \
  >"$broken/Sources/LoginApp/Views/viewcheck-schema.json"
line=$(position "$nib" 'outlet="headlineLabel"' | cut -d: -f1)
expect_failure "$broken" "^$nib:$line:[0-9]+: error: .*headlineLabel" \
  "outlet renamed in Login.nib, owner not in the schema"

# 3. A handler's sender type changed in the code: the compiler reports the nib's line.
broken=$(copy changed-sender)
nib="$broken/Sources/LoginApp/Views/Login.nib"
sed -i 's/func signIn(_ sender: Button)/func signIn(_ sender: TextField)/' \
  "$broken/Sources/LoginApp/LoginController.swift"
grep -q "func signIn(_ sender: TextField)" "$broken/Sources/LoginApp/LoginController.swift" \
  || fail "the sender type to change was not found in LoginController.swift"
line=$(position "$nib" 'handler="signIn"' | cut -d: -f1)
expect_failure "$broken" "^$nib:$line:[0-9]+: error: " "signIn's sender type changed in the code"

# 4. A .viewcheck.json at the package's root is the plugin's configuration: one that makes
# `too-deep` an error from depth 2 fails the build at the first nested element.
configured=$(copy configured)
nib="$configured/Sources/LoginApp/Views/Login.nib"
cat >"$configured/.viewcheck.json" <<'JSON'
{"schema": ["Sources/LoginApp/Views/viewcheck-schema.json"], "maxDepth": 1,
 "rules": {"too-deep": "error"}}
JSON
at=$(position "$nib" '<Label')
expect_failure "$configured" "^$nib:$at: error: .*\\[too-deep\\]" \
  "the package's .viewcheck.json makes too-deep an error"

if $versioned; then
  # 5. A versioned dependency: this package's committed HEAD as a local git repository with
  # a tag (a full build of its own, in its own build folder).
  echo "== versioned dependency"
  repository="$scratch/ViewLoader"
  git clone -q "$root" "$repository"
  (cd "$repository" && git tag 99.0.0)
  versioned_copy=$(copy versioned)
  sed -i "s|.package(name: \"ViewLoader\", path: \"$root\")|.package(url: \"file://$repository\", from: \"99.0.0\")|" \
    "$versioned_copy/Package.swift"
  grep -q "from: \"99.0.0\"" "$versioned_copy/Package.swift" \
    || fail "could not point the copy at the tagged repository"
  (cd "$versioned_copy" && swift build 2>&1 | tail -3) || fail "the versioned dependency does not build"
fi
echo "check-example-app: every check passed"
