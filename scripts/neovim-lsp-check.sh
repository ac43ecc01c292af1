#!/usr/bin/env bash
# Drives `viewcheck lsp` from a real editor: Neovim's built-in LSP client, headless. Opens a
# nib file with two mistakes and checks that their diagnostics arrive, with the rule ids and
# positions the linter gives, then asks the server to format the buffer.
#
#   scripts/neovim-lsp-check.sh [path/to/viewcheck]     (default: .build/debug/viewcheck)
#
# Needs `nvim` (apt-get install neovim; 0.7 or later). Exit status 0 when all arrived.
set -euo pipefail
cd "$(dirname "$0")/.."
viewcheck=$(realpath "${1:-.build/debug/viewcheck}")
[ -x "$viewcheck" ] || { echo "error: no viewcheck at $viewcheck (swift build first)" >&2; exit 1; }
command -v nvim >/dev/null || { echo "error: nvim is missing: apt-get install neovim" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Line 3 (0-based 2) holds non-ASCII text before the unknown property.
cat >"$work/Broken.nib" <<'NIB'
<nib version="1">
  <View frame="0 0 320 480">
    <Label text="Ünïcödé 😀" colour="red" frame="0 0 10.0 10"/>
    <Button title="Go" frame="0 0 -5 10"/>
  </View>
</nib>
NIB

# The minimal client set-up of Documentation/Editors.md, with the binary's path.
cat >"$work/init.lua" <<LUA
vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  pattern = { '*.nib', '*.xib' },
  callback = function(event)
    local config = { name = 'viewcheck', cmd = { '$viewcheck', 'lsp' },
      root_dir = vim.fs and vim.fs.dirname(event.file) or vim.fn.fnamemodify(event.file, ':p:h') }
    if vim.lsp.start then
      vim.lsp.start(config)
    else
      vim.lsp.buf_attach_client(0, vim.lsp.start_client(config))
    end
  end,
})
LUA

# What the headless session does: wait (at most 30 s) for the diagnostics, write them down,
# format the buffer, write the result, quit.
cat >"$work/check.lua" <<'LUA'
local out = {}
local arrived = vim.wait(30000, function() return #vim.diagnostic.get(0) >= 2 end, 50)
table.insert(out, 'arrived ' .. tostring(arrived))
local found = vim.diagnostic.get(0)
table.sort(found, function(a, b) return a.lnum < b.lnum end)
for _, d in ipairs(found) do
  local lsp = d.user_data and d.user_data.lsp or {}
  table.insert(out, string.format('%d:%d %s %s %s', d.lnum, d.col, d.code or lsp.code or '?',
    d.source or lsp.source or '?', d.message))
end
if vim.lsp.buf.format then
  vim.lsp.buf.format({ timeout_ms = 30000 })
else
  vim.lsp.buf.formatting_sync(nil, 30000)
end
vim.fn.writefile(out, vim.env.CHECK_OUT)
vim.fn.writefile(vim.api.nvim_buf_get_lines(0, 0, -1, false), vim.env.CHECK_OUT .. '.formatted')
vim.cmd('qa!')
LUA

cd "$work"
CHECK_OUT="$work/out" timeout 120 nvim --headless -u "$work/init.lua" Broken.nib \
  -c "luafile $work/check.lua" >/dev/null 2>"$work/nvim.err" || true
cat "$work/out" 2>/dev/null || { echo "error: Neovim wrote nothing" >&2; cat "$work/nvim.err" >&2; exit 1; }

status=0
expect() {
  grep -qF -- "$1" "$work/out" || { echo "error: missing: $1" >&2; status=1; }
}
expect "arrived true"
# The server sends UTF-16 positions (what Neovim asks for); Neovim turns them into byte columns:
# `colour` is 29 UTF-16 units, 35 bytes, into its line.
expect "2:35 unknown-property viewcheck"
expect "3:23 invalid-value viewcheck"
grep -qF 'frame="0 0 10 10"/>' "$work/out.formatted" \
  || { echo "error: the buffer was not formatted" >&2; status=1; }
[ "$status" -eq 0 ] && echo "neovim: diagnostics and formatting arrived from viewcheck lsp"
exit "$status"
