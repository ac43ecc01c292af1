#!/usr/bin/env bash
# Checks viewcheck's CI integrations with the real tools that read them:
#
#   - action.yml against the public schema of GitHub Action metadata (check-jsonschema), and its
#     lint step run as a runner runs it, with inputs, outputs and exit statuses;
#   - the copy-paste setups of Documentation/CI.md against the schemas of GitHub workflows and
#     GitLab CI, and the pre-commit configuration with pre-commit itself;
#   - --format junit read by junitparser, --format codeclimate by its documented fields, both
#     compared with the JSON report of the same run;
#   - .pre-commit-hooks.yaml with `pre-commit run`, as a team's configuration names this
#     repository, on a scratch repository holding a clean and a broken nib (and, when
#     `viewcheck format` exists, a messy one for the format hook).
#
#   scripts/check-integrations.sh
#
# Needs .build/debug/viewcheck (`swift build`). pre-commit, check-jsonschema and junitparser
# come from PyPI into a temporary virtual environment. The pre-commit step builds viewcheck in
# release mode in pre-commit's store (`.build/pre-commit`, kept for the hostile-input bounds),
# as every user's first commit does: that is most of this script's time (about 4 minutes on 2
# cores).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
viewcheck=$root/.build/debug/viewcheck
if [ ! -x "$viewcheck" ]; then
  echo "error: $viewcheck is missing: run 'swift build' first" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=$SECONDS

timed() {
  local name=$1
  shift
  local begin=$SECONDS
  echo "== integrations: $name"
  "$@"
  echo "== integrations: $name took $((SECONDS - begin)) s"
}

tools() {
  if ! python3 -m venv "$work/venv" 2>/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv "$work/venv"
  fi
  "$work/venv/bin/pip" install --quiet --disable-pip-version-check \
    "pre-commit==4.7.0" "check-jsonschema==0.39.0" "junitparser==5.0.3"
}

# A scratch project as a team would have it: a clean nib, a broken one (an unknown property at
# 3:12) and a clean Interface Builder document, in a git repository.
scratch=$work/project
make_project() {
  mkdir -p "$scratch/Views"
  cat >"$scratch/Views/Clean.nib" <<'NIB'
<nib version="1">
  <View frame="0 0 320 480">
    <Label text="Hello" frame="16 16 200 24"/>
  </View>
</nib>
NIB
  cat >"$scratch/Views/Broken.nib" <<'NIB'
<nib version="1">
  <View frame="0 0 320 480">
    <Label colour="red" frame="16 16 200 24"/>
  </View>
</nib>
NIB
  cat >"$scratch/Views/Welcome.xib" <<'XIB'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="iN0-l3-epB">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                <label text="Welcome" id="aB1-cD-eF2">
                    <rect key="frame" x="16" y="16" width="200" height="24"/>
                </label>
            </subviews>
        </view>
    </objects>
</document>
XIB
  git -C "$scratch" init -q
}

schemas() {
  "$work/venv/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml
  "$work/venv/bin/pre-commit" validate-manifest .pre-commit-hooks.yaml
  # Each YAML example of the CI page is preceded by `<!-- checked: SCHEMA -->` and validated
  # against that schema (`pre-commit` for pre-commit's own configuration check).
  "$work/venv/bin/python" - Documentation/CI.md "$work/examples" <<'PY'
import pathlib
import re
import sys

page, folder = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
folder.mkdir()
pattern = re.compile(r"<!-- checked: ([\w.-]+) -->\n```\w*\n(.*?)```", re.S)
count = 0
for count, (schema, text) in enumerate(pattern.findall(page.read_text()), start=1):
    (folder / f"{count:02}.{schema}.yml").write_text(text)
yaml_blocks = page.read_text().count("```yaml\n")
if count != yaml_blocks or count == 0:
    sys.exit(f"error: {page} has {yaml_blocks} YAML examples, {count} of them marked to check")
PY
  local example schema
  for example in "$work"/examples/*.yml; do
    schema=$(basename "$example" .yml)
    schema=${schema#*.}
    echo "$(basename "$example"): $schema"
    if [ "$schema" = pre-commit ]; then
      "$work/venv/bin/pre-commit" validate-config "$example"
    else
      "$work/venv/bin/check-jsonschema" --builtin-schema "$schema" "$example"
    fi
  done
}

# The action's steps after the build, run as a runner runs a `shell: bash` step (bash
# --noprofile --norc -eo pipefail), with the inputs' defaults from action.yml and the debug
# build standing in for the release one. The build step itself is only parsed here; the
# pre-commit step below runs the same release build.
action() {
  "$work/venv/bin/python" - action.yml "$viewcheck" "$scratch" "$root" <<'PY'
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

import yaml

action_file, viewcheck, workspace, action_path = sys.argv[1:]
action = yaml.safe_load(pathlib.Path(action_file).read_text())
defaults = {name: spec.get("default", "") for name, spec in action["inputs"].items()}
steps = action["runs"]["steps"]
assert [step.get("id") for step in steps] == ["build", "lint"], steps
subprocess.run(["bash", "-n", "-c", steps[0]["run"]], check=True)


def run_lint(**inputs):
    values = dict(defaults, **{key.replace("_", "-"): value for key, value in inputs.items()})
    unknown = set(values) - set(defaults)
    assert not unknown, unknown
    outputs = tempfile.NamedTemporaryFile(delete=False)
    outputs.close()

    def expand(text):
        def value(match):
            expression = match.group(1).strip()
            if expression.startswith("inputs."):
                return values[expression.removeprefix("inputs.")]
            if expression == "steps.build.outputs.viewcheck":
                return viewcheck
            if expression == "github.action_path":
                return action_path
            raise AssertionError(f"unexpected expression {expression}")

        return re.sub(r"\$\{\{(.*?)\}\}", value, text)

    step = steps[1]
    env = dict(os.environ, GITHUB_OUTPUT=outputs.name)
    env.update({name: expand(str(text)) for name, text in step.get("env", {}).items()})
    assert "${{" not in step["run"], "expressions belong in env, not in the script"
    result = subprocess.run(
        ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
        cwd=workspace, env=env, capture_output=True, text=True)
    output_lines = pathlib.Path(outputs.name).read_text().splitlines()
    os.unlink(outputs.name)
    return result, dict(line.split("=", 1) for line in output_lines)


def expect(condition, message, result):
    if not condition:
        sys.exit(f"error: {message}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}")


sarif = pathlib.Path(workspace, "viewcheck.sarif")
result, outputs = run_lint()
expect(result.returncode == 1, "the broken nib must fail the step", result)
expect(result.stdout.startswith("::error file=./Views/Broken.nib,line=3,col=12,"
                                "title=unknown-property::"), "an annotation at 3:12", result)
expect("Clean.nib" not in result.stdout, "no annotation for the clean nib", result)
expect(outputs == {"sarif-file": "viewcheck.sarif"}, f"outputs {outputs}", result)
results = json.loads(sarif.read_text())["runs"][0]["results"]
expect([r["ruleId"] for r in results] == ["unknown-property"], "one SARIF result", result)
sarif.unlink()

result, outputs = run_lint(paths="Views/Clean.nib\n", strict="true", sarif_file="clean.sarif")
expect(result.returncode == 0 and result.stdout == "", "the clean nib passes", result)
expect(outputs == {"sarif-file": "clean.sarif"}, f"outputs {outputs}", result)
expect(json.loads(pathlib.Path(workspace, "clean.sarif").read_text())["runs"][0]["results"] == [],
       "an empty SARIF log", result)
pathlib.Path(workspace, "clean.sarif").unlink()

result, outputs = run_lint(sarif_file="", schema="")
expect(result.returncode == 1 and outputs == {"sarif-file": ""}, "no SARIF log", result)
expect(not sarif.exists(), "no SARIF file", result)

result, _ = run_lint(strict="yes")
expect(result.returncode == 2 and "'strict' must be 'true' or 'false'" in result.stdout,
       "a bad 'strict' input", result)

result, _ = run_lint(shard="4/3")
expect(result.returncode == 2 and "invalid for '--shard <i/n>'" in result.stderr,
       "a bad 'shard' input", result)
expect(not sarif.exists(), "no SARIF log from a run that could not happen", result)

parts = [run_lint(shard=f"{index}/2", sarif_file="")[0] for index in (1, 2)]
annotations = sorted(line for part in parts for line in part.stdout.splitlines())
whole = run_lint(sarif_file="")[0]
expect(annotations == sorted(whole.stdout.splitlines()), "two shards annotate what one run does",
       whole)

result, _ = run_lint(paths="Views Missing.nib")
expect(result.returncode == 2 and "Error: no such file or directory: 'Missing.nib'" in result.stderr,
       "a missing path", result)
expect(not sarif.exists(), "no SARIF log from a run that could not happen", result)

# A `paths` folder with nothing to check passes, but says so on the run (not silently green).
empty = pathlib.Path(workspace, "Empty")
empty.mkdir()
result, _ = run_lint(paths="Empty", sarif_file="")
empty.rmdir()
expect(result.returncode == 0
       and result.stdout == "::warning title=viewcheck::no .nib or .xib file to check in 'Empty'\n"
       and "Warning: no .nib or .xib file to check in 'Empty'" in result.stderr,
       "an empty folder is a warning annotation", result)
print("action.yml: the lint step annotates, writes SARIF and exits as documented")
PY
}

# JUnit read by junitparser, Code Climate by its documented fields, each against the JSON
# report of the same run: the mixed case and every rule's fixture.
reports() {
  local case status
  for case in "Fixtures/cli/mixed:Views" "Fixtures/cli/rules:../../invalid ../../valid"; do
    local folder=${case%%:*} paths=${case#*:}
    for format in json junit codeclimate; do
      status=0
      # shellcheck disable=SC2086 # the paths are words
      (cd "$folder" && "$viewcheck" --format "$format" $paths) >"$work/report.$format" \
        || status=$?
      if [ "$status" -ne 1 ]; then
        echo "error: viewcheck --format $format in $folder exited with $status, not 1" >&2
        exit 1
      fi
    done
    # A second process writes the same bytes: fingerprints are not seeded per process.
    # shellcheck disable=SC2086
    (cd "$folder" && "$viewcheck" --format codeclimate $paths) >"$work/again.codeclimate" || true
    cmp "$work/report.codeclimate" "$work/again.codeclimate"
    "$work/venv/bin/python" - "$work" "$folder" <<'PY'
import json
import pathlib
import re
import sys

from junitparser import Failure, JUnitXml

work, folder = pathlib.Path(sys.argv[1]), sys.argv[2]
report = json.loads((work / "report.json").read_text())
findings = report["diagnostics"]


def printable(text):
    return re.sub(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]",
                  lambda m: {"\n": "\\n", "\r": "\\r"}.get(m.group(), f"\\u{{{ord(m.group()):X}}}"),
                  text)


xml = JUnitXml.fromfile(str(work / "report.junit"))
suites = list(xml)
assert len(suites) == 1, "one testsuite per run"
suite = suites[0]
cases = list(suite)
stated = (suite.tests, suite.failures, suite.errors, xml.tests, xml.failures)
suite.update_statistics()
assert stated[:3] == (suite.tests, suite.failures, suite.errors), (stated, suite.tests)
assert stated[3:] == (suite.tests, suite.failures), stated
files = {d["file"] for d in findings}
assert {c.name for c in cases} >= files, "a test case for every file with findings"
assert len(cases) >= report["files"], "a test case for every file checked"
failures = [(c.name, r) for c in cases for r in c.result if isinstance(r, Failure)]
errors = [d for d in findings if d["severity"] == "error"]
assert len(failures) == len(errors), (len(failures), len(errors))
for (name, failure), finding in zip(failures, errors):
    assert name == finding["file"], (name, finding)
    assert failure.type == finding["rule"], (failure.type, finding)
    assert failure.message == printable(finding["message"]), (failure.message, finding)
    location = f'{finding["file"]}:{finding["line"]}:{finding["column"]}: error: '
    assert failure.text.startswith(printable(location)), (failure.text, location)

issues = json.loads((work / "report.codeclimate").read_text())
assert len(issues) == len(findings), (len(issues), len(findings))
severity = {"error": "major", "warning": "minor", "note": "info"}
for issue, finding in zip(issues, findings):
    assert issue["description"] == finding["message"], issue
    assert issue["check_name"] == finding["rule"], issue
    assert issue["severity"] == severity[finding["severity"]], issue
    assert issue["location"]["path"] == finding["file"].removeprefix("./"), issue
    assert issue["location"]["lines"]["begin"] == finding["line"], issue
    assert re.fullmatch(r"[0-9a-f]{32}", issue["fingerprint"]), issue
assert len({issue["fingerprint"] for issue in issues}) == len(issues), "unique fingerprints"
print(f"{folder}: {len(cases)} test cases, {len(failures)} failures (junitparser); "
      f"{len(issues)} Code Climate issues")
PY
  done
}

# The hooks as a team's `.pre-commit-config.yaml` names them: this repository (its working
# tree, uncommitted changes included, committed in a scratch clone) at a revision. pre-commit
# clones it into its store, builds viewcheck with `swift build -c release` (language: swift)
# and runs the hooks on the scratch project: the broken nib fails with its file:line:col, the
# clean one has no finding. All the hooks run in one `pre-commit run`, so the build happens
# once. The store is `.build/pre-commit`, kept: `scripts/sanitizers.sh hostile-release` measures
# the release build it holds (named in `.build/pre-commit/release-binaries`) rather than making
# another.
store=$root/.build/pre-commit
hooks_repository() {
  local repository=$work/hooks
  git clone -q "$root" "$repository"
  find "$repository" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
  (cd "$root" && git ls-files -z --cached --others --exclude-standard \
    | while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done \
    | tar --null -T - -cf -) | tar -xf - -C "$repository"
  git -C "$repository" add -A
  git -C "$repository" -c user.name=viewcheck -c user.email=viewcheck@localhost \
    commit -q --allow-empty -m "the working tree"
}

pre_commit() {
  local formatting=false
  if "$viewcheck" help format >/dev/null 2>&1; then
    formatting=true
    # The clean and the broken nib in the canonical layout, as the formatter writes it; the
    # messy one is not.
    "$viewcheck" format "$scratch/Views/Clean.nib" "$scratch/Views/Broken.nib"
    cat >"$scratch/Views/Messy.nib" <<'NIB'
<nib   version="1">
<View    frame="0 0 320 480">
        <Label frame="16 16 200 24"   text="Hello"/></View>
</nib>
NIB
    cp "$scratch/Views/Messy.nib" "$work/Messy.before"
    ! "$viewcheck" format --check "$scratch/Views/Messy.nib" >/dev/null 2>&1 \
      || { echo "error: Messy.nib is already formatted" >&2; exit 1; }
  else
    echo "viewcheck has no 'format' subcommand yet: the viewcheck-format hook is not tried"
  fi
  hooks_repository
  {
    echo "repos:"
    echo "  - repo: $work/hooks"
    echo "    rev: $(git -C "$work/hooks" rev-parse HEAD)"
    echo "    hooks:"
    echo "      - id: viewcheck"
    if $formatting; then echo "      - id: viewcheck-format"; fi
  } >"$scratch/.pre-commit-config.yaml"
  git -C "$scratch" add -A
  # What the hook must print: the broken nib's finding as the linter reports it (3:12 before
  # any formatting), and a summary that counts every file, the clean ones too.
  local finding count
  finding=$(cd "$scratch" && "$viewcheck" --quiet Views/Broken.nib) || true
  count=$(git -C "$scratch" ls-files '*.nib' '*.xib' | wc -l)
  local status=0
  rm -rf "$store"
  (cd "$scratch" && PRE_COMMIT_HOME=$store "$work/venv/bin/pre-commit" run --all-files \
    --color never) >"$work/pre-commit.log" 2>&1 || status=$?
  cat "$work/pre-commit.log"
  local problems=()
  [ "$status" -eq 1 ] || problems+=("pre-commit exited with $status, not 1")
  grep -qE '^viewcheck\.+Failed$' "$work/pre-commit.log" \
    || problems+=("the viewcheck hook did not fail")
  [[ "$finding" =~ ^Views/Broken\.nib:[0-9]+:[0-9]+:\ error:\ \'Label\'\ has\ no\ property ]] \
    || problems+=("the linter's finding is '$finding'")
  grep -qxF "$finding" "$work/pre-commit.log" || problems+=("no line '$finding'")
  grep -qxF "1 error, 0 warnings in $count files" "$work/pre-commit.log" \
    || problems+=("no summary of 1 error in $count files")
  ! grep -qE '(Clean\.nib|Welcome\.xib):[0-9]+:[0-9]+' "$work/pre-commit.log" \
    || problems+=("a finding in a clean file")
  if $formatting; then
    grep -qE '^viewcheck format\.+Failed$' "$work/pre-commit.log" \
      || problems+=("the format hook did not fail on the messy nib")
    ! cmp -s "$work/Messy.before" "$scratch/Views/Messy.nib" \
      || problems+=("the format hook did not rewrite the messy nib")
    "$viewcheck" format --check "$scratch/Views/Messy.nib" \
      || problems+=("the rewritten nib is not in the canonical layout")
    git -C "$scratch" diff --quiet -- Views/Clean.nib Views/Broken.nib \
      || problems+=("the format hook changed a nib already in the canonical layout")
  fi
  # The release build in the store (its layout is pre-commit's: one clone, its environment).
  local built
  built=$(echo "$store"/repo*/swift_env-default/.build/release)
  if [ -x "$built/viewcheck" ] && [ -x "$built/fuzz" ]; then
    echo "$built" >"$store/release-binaries"
  else
    problems+=("no release build of viewcheck and fuzz in pre-commit's store ($built)")
  fi
  if [ ${#problems[@]} -gt 0 ]; then
    printf 'error: %s\n' "${problems[@]}" >&2
    exit 1
  fi
  echo "pre-commit: the hooks work as a team's first commit runs them"
}

timed "tools from PyPI" tools
make_project
timed "schemas" schemas
timed "action" action
timed "report formats" reports
timed "pre-commit" pre_commit
echo "== integrations: all checks passed in $((SECONDS - start)) s"
