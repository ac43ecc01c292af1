#!/usr/bin/env python3
"""The editor's figures for BENCHMARKS.md (measured, never asserted).

1. From a `didChange` of a 500-view document to its `publishDiagnostics`, through a real
   `viewcheck lsp` (one full-text change and one one-character change per round), against one
   `viewcheck` run that lints the same file.
2. Formatting speed (`viewcheck format --check`, which reads and formats but writes nothing) in
   views per second, against the lint speed of the same file (`viewcheck --quiet`).
3. The requests that answer a cursor (hover, definition, references, highlights, rename,
   completion, symbols, folding) on the same 500-view document, against the full-text change.

    swift build -c release --product viewcheck
    scripts/editor-benchmark.py [.build/release/viewcheck] [--rounds 60]

Its files are written to a temporary folder, where the server and every `viewcheck` run work (no
`.viewcheck.json` above it). Prints medians and their ratios.
"""
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time


def generate(views, seed):
    """A nib of `views` objects: nested containers of labels, buttons, image views and text
    fields with the kit's properties, some ids and outlets, actions on buttons."""
    rng = random.Random(seed)
    rules = "too-many-views,unused-id" if views > 500 else "unused-id"
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<!-- viewcheck:disable {rules} -->', '<nib version="1">']
    count = 0

    def leaf(depth):
        nonlocal count
        count += 1
        pad = "  " * depth
        kind = rng.choice(["Label", "Label", "Button", "ImageView", "TextField"])
        frame = f'frame="{rng.randint(0, 40)} {rng.randint(0, 40)} {rng.randint(10, 60)}.0 {rng.randint(10, 30)}"'
        extra = {
            "Label": f'text="Ünïcödé {count} &amp; more" textAlignment="center" textColor="#ff8000"',
            "Button": f'title="Go {count}" titleColor="#00F"',
            "ImageView": 'image="icon" contentMode="aspectFit"',
            "TextField": f'placeholder="Field {count}" isSecureTextEntry="false"',
        }[kind]
        ident = f' id="v{count}"' if count % 10 == 0 else ""
        if kind == "Button":
            lines.append(f'{pad}<{kind}{ident} {extra} {frame}>')
            lines.append(f'{pad}  <action event="touchUpInside" handler="tap{count}"/>')
            lines.append(f'{pad}</{kind}>')
        else:
            lines.append(f'{pad}<{kind}{ident} {extra} {frame}/>')

    def container(depth, budget):
        nonlocal count
        count += 1
        pad = "  " * depth
        lines.append(f'{pad}<View frame="0 0 320 480" backgroundColor="#FFFFFF" alpha="1.0">')
        while budget > 0 and count < views:
            if depth < 6 and budget > 6 and rng.random() < 0.2:
                size = rng.randint(3, min(budget, 40))
                container(depth + 1, size - 1)
                budget -= size
            else:
                leaf(depth + 1)
                budget -= 1
        lines.append(f'{pad}</View>')

    container(1, views - 1)
    while count < views:
        container(1, views - count - 1)
    lines.append("</nib>")
    return "\n".join(lines) + "\n", count


def median_time(command, rounds, folder):
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        # In the temporary folder: no `.viewcheck.json` above it, no schema to load.
        subprocess.run(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


class Client:
    def __init__(self, binary, folder):
        self.process = subprocess.Popen([binary, "lsp"], cwd=folder, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            name, value = line.decode().split(":", 1)
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == ident:
                return message

    def wait_for_diagnostics(self, uri, version):
        while True:
            message = self.receive()
            params = message.get("params", {})
            if (message.get("method") == "textDocument/publishDiagnostics"
                    and params.get("uri") == uri and params.get("version") == version):
                return params["diagnostics"]


def main():
    arguments = sys.argv[1:]
    rounds = 60
    if "--rounds" in arguments:
        index = arguments.index("--rounds")
        rounds = int(arguments[index + 1])
        del arguments[index:index + 2]
    binary = os.path.abspath(arguments[0] if arguments else ".build/release/viewcheck")
    folder = tempfile.mkdtemp(prefix="viewcheck-editor-bench-")

    # 1. didChange → publishDiagnostics, 500 views.
    text, views = generate(500, 1)
    path = os.path.join(folder, "Screen.nib")
    with open(path, "w") as file:
        file.write(text)
    uri = "file://" + path
    client = Client(binary, folder)
    client.request("initialize", {"capabilities": {}})
    client.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    client.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": uri, "languageId": "nib", "version": 1, "text": text}}})
    findings = len(client.wait_for_diagnostics(uri, 1))
    version = 1
    full, incremental = [], []
    line = text.count("\n") // 2
    for index in range(rounds):
        version += 1
        edited = text.replace('alpha="1.0"', f'alpha="0.{index % 9 + 1}"', 1)
        start = time.perf_counter()
        client.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"text": edited}]}})
        client.wait_for_diagnostics(uri, version)
        full.append(time.perf_counter() - start)
        version += 1
        start = time.perf_counter()
        client.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": line, "character": 0},
                                          "end": {"line": line, "character": 0}},
                                "text": " "}]}})
        client.wait_for_diagnostics(uri, version)
        incremental.append(time.perf_counter() - start)
    # 3. The requests that answer a cursor, on the same document (its last version).
    lines = text.split("\n")
    at = next(index for index, line in enumerate(lines) if ' id="v10"' in line)
    position = {"line": at, "character": lines[at].index(' id="v10"') + 6}
    document = {"uri": uri}
    requests = [
        ("hover", "textDocument/hover", {"textDocument": document, "position": position}),
        ("definition", "textDocument/definition", {"textDocument": document, "position": position}),
        ("references", "textDocument/references", {
            "textDocument": document, "position": position, "context": {"includeDeclaration": True}}),
        ("highlight", "textDocument/documentHighlight",
         {"textDocument": document, "position": position}),
        ("rename", "textDocument/rename",
         {"textDocument": document, "position": position, "newName": "renamed"}),
        ("completion", "textDocument/completion", {"textDocument": document, "position": position}),
        ("symbols", "textDocument/documentSymbol", {"textDocument": document}),
        ("folding", "textDocument/foldingRange", {"textDocument": document}),
    ]
    answered = {}
    for name, method, params in requests:
        times = []
        for _ in range(rounds):
            start = time.perf_counter()
            client.request(method, params)
            times.append(time.perf_counter() - start)
        answered[name] = statistics.median(times) * 1000
    client.request("shutdown", {})
    client.send({"jsonrpc": "2.0", "method": "exit"})
    client.process.wait()
    lint = median_time([binary, "--quiet", path], rounds, folder)
    full_ms = statistics.median(full) * 1000
    incremental_ms = statistics.median(incremental) * 1000
    print(f"didChange → publishDiagnostics, {views} views ({len(text)} bytes, {findings} findings), "
          f"median of {rounds}:")
    print(f"  full text        {full_ms:7.2f} ms  ({full_ms / (lint * 1000):.2f}× one viewcheck run)")
    print(f"  one character    {incremental_ms:7.2f} ms  ({incremental_ms / (lint * 1000):.2f}× one viewcheck run)")
    print(f"  viewcheck FILE   {lint * 1000:7.2f} ms  (a process: start-up, read, lint, report)")
    print(f"requests at an id of the same document, median of {rounds} (× the full-text change):")
    for name, milliseconds in answered.items():
        print(f"  {name:<16} {milliseconds:7.2f} ms  ({milliseconds / full_ms:.2f}×)")

    # 2. Formatting against linting, views per second.
    for count in (500, 100_000):
        big, views = generate(count, 2)
        big_path = os.path.join(folder, f"Big{count}.nib")
        with open(big_path, "w") as file:
            file.write(big)
        runs = rounds if count <= 500 else max(5, rounds // 6)
        format_time = median_time([binary, "format", "--check", big_path], runs, folder)
        lint_time = median_time([binary, "--quiet", big_path], runs, folder)
        print(f"{views} views ({len(big) / 1e6:.2f} MB), median of {runs}:")
        print(f"  format --check   {format_time * 1000:8.2f} ms  {views / format_time:12,.0f} views/s")
        print(f"  lint             {lint_time * 1000:8.2f} ms  {views / lint_time:12,.0f} views/s"
              f"  (format is {lint_time / format_time:.2f}× the lint's speed)")


if __name__ == "__main__":
    main()
