#!/usr/bin/env python3
"""The benchmark's measurements, side by side (Python's standard library only; run.sh builds the
programs and the inputs, then runs this).

Loading: for each size, every contender runs once to warm up (its output is checked), then in R
rounds, each round in a new random order, so that a shared machine's drifts fall on all of them
alike. Each contender prints `build_ms=X`, its in-process time from the file's bytes in memory
to what it builds; the table gives the medians and their ratio to the libxml2 SAX floor measured
in the same rounds. Peak memory is /usr/bin/time's maximum resident set size, in a pass of its own.

Then: `viewcheck bench` on the largest file (its own in-process table), linting a folder of
1,000 copies of the 100-view file with one and with two jobs, and the start-up of `viewcheck` on
one 100-view file against `xmllint --noout` (when xmllint is installed). With `--instructions N`,
also each loading contender's instructions on the N-view file under callgrind, which do not move
with the machine's load (whole processes, every thread counted).
"""
import argparse, json, os, random, re, shutil, statistics, sys, tempfile, time


def run(argv, cwd=None):
    """Runs argv once with no shell; returns (wall ms, exit status, stdout, stderr)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        actions = [(os.POSIX_SPAWN_OPEN, 0, "/dev/null", os.O_RDONLY, 0),
                   (os.POSIX_SPAWN_DUP2, out.fileno(), 1), (os.POSIX_SPAWN_DUP2, err.fileno(), 2)]
        previous = os.getcwd()
        if cwd:
            os.chdir(cwd)
        try:
            start = time.perf_counter_ns()
            pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=actions)
            _, status, _ = os.wait4(pid, 0)
            wall = (time.perf_counter_ns() - start) / 1e6
        finally:
            os.chdir(previous)
        out.seek(0)
        err.seek(0)
        return wall, os.waitstatus_to_exitcode(status), out.read().decode(errors="replace"), \
            err.read().decode(errors="replace")


def peak_rss_mb(argv):
    """The maximum resident set size of one run, in MB, as /usr/bin/time reports it."""
    with tempfile.NamedTemporaryFile("r") as report:
        _, status, _, _ = run(["/usr/bin/time", "-f", "%M", "-o", report.name] + argv)
        text = report.read().split()
    return int(text[-1]) / 1024 if status == 0 and text else None


def words(stdout):
    return dict(re.findall(r"(\w+)=([-\w.]+)", stdout))


def median(values):
    return statistics.median(values) if values else None


def ms(value):
    if value is None:
        return "—"
    return "%.2f" % value if value < 10 else "%.1f" % value if value < 1000 else "{:,.0f}".format(value)


def log(text):
    print(text, file=sys.stderr, flush=True)


class Contender:
    def __init__(self, name, argv, floor=False, rss=True):
        self.name, self.argv, self.floor, self.rss = name, argv, floor, rss

    def command(self, path):
        return [path if word == "FILE" else word for word in self.argv]


def contenders(args):
    b, viewcheck = args.bin, args.viewcheck
    return [
        Contender("libxml2 SAX2, counting callbacks (C): the floor", [f"{b}/sax", "FILE"], floor=True),
        Contender("libxml2 DOM + walk (C)", [f"{b}/dom", "FILE"]),
        Contender("Foundation XMLParser loader (Swift): views, outlets", [f"{b}/naive-loader", "FILE"]),
        Contender("**viewcheck bench --once**: one cold load per process", [viewcheck, "bench", "--once", "FILE"]),
        Contender("**viewcheck bench**: cold load, median of its rounds", [viewcheck, "bench", "FILE"], rss=False),
    ]


def measure_loading(args, meta, sizes):
    """{size: {contender name: {"build": [...], "rss": MB or None}}}"""
    results = {}
    for size in sizes:
        m = meta[str(size)]
        path = m["nib"]["path"]
        log("loading, %s views" % f"{size:,}")
        rows = {}
        live = []
        for contender in contenders(args):
            wall, status, out, err = run(contender.command(path))
            found = words(out)
            row = {"build": [], "rss": None, "note": ""}
            rows[contender.name] = row
            if status != 0:
                row["note"] = "failed: " + (err.strip().splitlines() or ["exit %d" % status])[-1][:120]
            elif "views" in found and int(found["views"]) != m["views"]:
                row["note"] = "wrong: views=%s, the file has %d" % (found["views"], m["views"])
            elif "elements" in found and int(found["elements"]) != m["nib"]["xml_elements"]:
                row["note"] = "wrong: elements=%s, the file has %d" % (found["elements"], m["nib"]["xml_elements"])
            if row["note"]:
                log("  %s: %s" % (contender.name, row["note"]))
                continue
            runs = max(3, min(args.rounds[size], int(args.budget / max(wall / 1000, 1e-3))))
            live.append((contender, row, runs))
        order = random.Random(args.seed * 1000 + size)
        for round_index in range(args.rounds[size]):
            todo = [entry for entry in live if round_index < entry[2]]
            order.shuffle(todo)
            for contender, row, _ in todo:
                _, status, out, _ = run(contender.command(path))
                value = words(out).get("build_ms")
                if status == 0 and value is not None:
                    row["build"].append(float(value))
        if size == max(sizes):
            for contender, row, _ in live:
                if contender.rss:
                    row["rss"] = median([peak_rss_mb(contender.command(path)) or 0 for _ in range(3)])
        results[size] = rows
    return results


def loading_table(args, meta, sizes, results):
    names = [c.name for c in contenders(args)]
    floor = contenders(args)[0].name
    head = "| contender | " + " | ".join("%s views" % f"{s:,}" for s in sizes) + \
        " | peak RSS at %s |" % f"{max(sizes):,}"
    lines = ["In-process milliseconds (median), and × the SAX floor of the same rounds.", "",
             head, "|---|" + "--:|" * (len(sizes) + 1)]
    for name in names:
        cells = []
        for size in sizes:
            row = results[size][name]
            value = median(row["build"])
            base = median(results[size][floor]["build"])
            if row["note"]:
                cells.append(row["note"])
            elif name == floor or value is None or not base:
                cells.append(ms(value))
            else:
                cells.append("%s (%.2f×)" % (ms(value), value / base))
        rss = results[max(sizes)][name]["rss"]
        lines.append("| %s | %s | %s |" % (name, " | ".join(cells), "%.1f MB" % rss if rss else "—"))
    sizes_line = ", ".join("%s views %.2f MB" % (f"{s:,}", meta[str(s)]["nib"]["bytes"] / 1e6) for s in sizes)
    lines += ["", "Inputs (Benchmarks/generate.py): %s." % sizes_line]
    return "\n".join(lines)


def bench_table(args, meta, size):
    log("viewcheck bench, %s views" % f"{size:,}")
    _, status, out, err = run([args.viewcheck, "bench", meta[str(size)]["nib"]["path"]])
    if status != 0:
        return "`viewcheck bench` failed: %s" % err.strip()
    return "`viewcheck bench views-%d.nib` (in one process, the SAX floor without callbacks):\n\n%s" % (
        size, out.strip())


def lint_table(args, meta):
    source = meta["100"]["nib"]["path"] if "100" in meta else None
    if source is None:
        return "(lint: needs the 100-view input)"
    folder = os.path.join(args.work, "lint1000")
    shutil.rmtree(folder, ignore_errors=True)   # exactly 1,000 files: a stale folder skews it
    os.makedirs(folder)
    for index in range(1, 1001):
        shutil.copyfile(source, os.path.join(folder, "f%04d.nib" % index))
    views = 100 * 1000
    commands = {jobs: [args.viewcheck, "--quiet", "--jobs", str(jobs), folder] for jobs in (1, 2)}
    times = {1: [], 2: []}
    log("lint, 1,000 files of 100 views")
    for jobs, command in commands.items():
        run(command, cwd=args.work)
    order = random.Random(args.seed)
    for _ in range(args.lint_rounds):
        jobs_order = [1, 2]
        order.shuffle(jobs_order)
        for jobs in jobs_order:
            wall, status, _, err = run(commands[jobs], cwd=args.work)
            if status != 0:
                return "lint failed: %s" % err.strip()[:200]
            times[jobs].append(wall)
    one, two = median(times[1]), median(times[2])
    return "\n".join([
        "| lint 1,000 files × 100 views (wall, median of %d) | ms | views/s |" % args.lint_rounds,
        "|---|--:|--:|",
        "| `viewcheck --jobs 1` | %s | %s |" % (ms(one), "{:,.0f}".format(views / (one / 1000))),
        "| `viewcheck --jobs 2` | %s | %s |" % (ms(two), "{:,.0f}".format(views / (two / 1000))),
        "", "`--jobs 2` is %.2f× as fast as `--jobs 1`." % (one / two)])


def startup_table(args, meta):
    path = meta["100"]["nib"]["path"] if "100" in meta else None
    if path is None:
        return "(start-up: needs the 100-view input)"
    xmllint = shutil.which("xmllint")
    if xmllint is None:
        return "(start-up: xmllint is not installed; `apt-get install libxml2-utils`)"
    commands = {"`xmllint --noout views-100.nib`": [xmllint, "--noout", path],
                "`viewcheck views-100.nib`": [args.viewcheck, path]}
    times = {name: [] for name in commands}
    log("start-up, one 100-view file")
    for command in commands.values():
        run(command, cwd=args.work)
    order = random.Random(args.seed)
    for _ in range(args.startup_runs):
        names = list(commands)
        order.shuffle(names)
        for name in names:
            wall, status, _, _ = run(commands[name], cwd=args.work)
            if status == 0:
                times[name].append(wall)
    xml, ours = (median(times[name]) for name in commands)
    lines = ["| whole process, one 100-view file (median of %d) | ms |" % args.startup_runs, "|---|--:|"]
    lines += ["| %s | %s |" % (name, ms(median(times[name]))) for name in commands]
    lines += ["", "`viewcheck` takes %.2f× as long as `xmllint --noout`." % (ours / xml)]
    return "\n".join(lines)


def instructions_table(args, meta, size):
    if shutil.which("valgrind") is None:
        return "(instructions: valgrind is not installed; `apt-get install valgrind`)"
    path = meta[str(size)]["nib"]["path"]
    log("instructions, %s views" % f"{size:,}")
    counts = {}
    for contender in contenders(args):
        if not contender.rss:   # `viewcheck bench` repeats its rounds: not one load
            continue
        with tempfile.TemporaryDirectory() as scratch:
            _, status, _, err = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=%s/out" % scratch]
                                    + contender.command(path), cwd=scratch)
        found = re.search(r"Collected : (\d+)", err)
        counts[contender.name] = int(found.group(1)) if status == 0 and found else None
    floor = counts.get(contenders(args)[0].name)
    lines = ["Instructions of one whole process on the %s-view file (callgrind), and × the floor's:" % f"{size:,}",
             "", "| contender | instructions | × floor |", "|---|--:|--:|"]
    for name, count in counts.items():
        ratio = "%.2f×" % (count / floor) if count and floor else "—"
        lines.append("| %s | %s | %s |" % (name, "{:,}".format(count) if count else "failed", ratio))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True, help="the folder of the built contenders")
    parser.add_argument("--viewcheck", required=True, help="the release viewcheck")
    parser.add_argument("--data", required=True, help="generate.py's folder")
    parser.add_argument("--work", required=True, help="a scratch folder")
    parser.add_argument("--sizes", default="100,1000,10000,100000")
    parser.add_argument("--rounds", default="100:41,1000:41,10000:21,100000:9", help="size:rounds,…")
    parser.add_argument("--budget", type=float, default=45, help="seconds per contender and size")
    parser.add_argument("--lint-rounds", type=int, default=5)
    parser.add_argument("--startup-runs", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-lint", dest="lint", action="store_false")
    parser.add_argument("--no-startup", dest="startup", action="store_false")
    parser.add_argument("--instructions", type=int, metavar="N", help="also count instructions at N views")
    args = parser.parse_args()
    with open(os.path.join(args.data, "meta.json")) as f:
        meta = json.load(f)
    sizes = [int(s) for s in args.sizes.split(",")]
    args.rounds = dict((int(k), int(v)) for k, v in (x.split(":") for x in args.rounds.split(",")))
    for size in sizes:
        args.rounds.setdefault(size, 9)
    started = time.time()
    load = os.getloadavg()
    sections = ["## Loading", "", loading_table(args, meta, sizes, measure_loading(args, meta, sizes)), "",
                "## `viewcheck bench`", "", bench_table(args, meta, max(sizes)), ""]
    if args.instructions:
        sections += ["## Instructions", "", instructions_table(args, meta, args.instructions), ""]
    if args.lint:
        sections += ["## Linting at scale", "", lint_table(args, meta), ""]
    if args.startup:
        sections += ["## Start-up", "", startup_table(args, meta), ""]
    sections.append("_%d s; load average %.2f before, %.2f after._" % (
        time.time() - started, load[0], os.getloadavg()[0]))
    print("\n".join(sections))


if __name__ == "__main__":
    main()
