#!/usr/bin/env python3
"""Writes the benchmark's input files: seeded, synthetic nib files of N views.

Usage: generate.py OUTDIR N [N ...]   -> OUTDIR/views-N.nib for each N, and OUTDIR/meta.json

Each file has one top-level View. Containers (View, StackView) nest up to depth 12 (the top-level
view is depth 1, as viewcheck's too-deep counts); the leaves are Label, Button, ImageView and
TextField, with the kit's own properties and values in the format's grammar: frames inside their
parent's bounds, colours, enums, booleans, numbers, and texts with `&amp;`, `&lt;` and non-ASCII
characters. Every 100th view has `outlet="outletK"`; every Button has one
`<action event="touchUpInside" handler="tapK"/>`. Files over 500 views carry the suppression of
`too-many-views`, so viewcheck reports only `unused-id` notes for them.

The same N gives the same file on every machine (the tree is seeded with 1000 + N), byte for byte
the inputs BENCHMARKS.md's figures were measured on. Every file written is read back and checked
(kit types and properties, value grammar, ids, actions, frames, depth); a violation stops the
generator.
"""
import json, os, random, re, sys
import xml.etree.ElementTree as ET
from xml.sax.saxutils import quoteattr

MAX_DEPTH = 12              # viewcheck's too-deep default: the top-level view is depth 1
MAX_VIEWS = 500             # viewcheck's too-many-views default
ROOT_W, ROOT_H = 320, 600   # the top-level view's size; every other frame lies inside its parent
WORDS = ("ok cancel settings profile name email password save delete edit done back next "
         "title subtitle detail value total amount date time search filter sort share "
         "Tom & Jerry <b> price: 12,50 € über naïve 日本").split(" ")
LEAVES = ("Label", "Label", "Label", "Button", "Button", "ImageView", "TextField")
CONTAINERS = ("View", "View", "StackView")


class Node:
    __slots__ = ("kind", "depth", "idx", "attrs", "action", "children", "target", "w", "h")

    def __init__(self, kind, depth, idx):
        self.kind, self.depth, self.idx = kind, depth, idx        # depth: top-level view = 1
        self.attrs, self.action, self.children, self.target = {}, None, [], 0


def color(r):
    return "#%06X" % r.randrange(0x1000000) if r.random() < 0.85 else "#%08X" % r.randrange(0x100000000)


def text(r):
    return " ".join(r.choice(WORDS) for _ in range(r.randint(1, 5)))


def frame(r, n, parent):
    """A frame inside the parent's bounds: x, y >= 0, x + w <= parent's w, y + h <= parent's h.
    Leaves are 8..316 x 8..84 (clipped to the parent); containers keep at least 3/4 of their
    parent's size so that deep leaves still get usable room."""
    rx, ry, rw, rh = r.randrange(0, 320, 4), r.randrange(0, 600, 4), r.randrange(8, 320, 4), r.randrange(8, 88, 4)
    if parent is None:
        x, y, w, h = 0, 0, ROOT_W, ROOT_H
    else:
        pw, ph = parent.w, parent.h
        w, h = min(rw, pw), min(rh, ph)
        if n.kind in CONTAINERS:
            w, h = max(w, pw * 3 // 4), max(h, ph * 3 // 4)
        x, y = rx * (pw - w) // 320, ry * (ph - h) // 600
    n.w, n.h = w, h
    return "%d %d %d %d" % (x, y, w, h)


def fill_attrs(n, r, parent, outlet):
    """Only properties of the standard kit, with values in the format's value grammar
    (Documentation/NibFormat.md)."""
    a = n.attrs
    a["id"] = "v%d" % n.idx
    a["frame"] = frame(r, n, parent)
    k = n.kind
    if k == "View":
        a["backgroundColor"] = color(r)
        a["tag"] = str(r.randrange(1000))
        if r.random() < 0.5: a["alpha"] = "%.2f" % r.random()
        if r.random() < 0.3: a["clipsToBounds"] = "true"
        if r.random() < 0.2 and parent is not None: a["isHidden"] = "true"
    elif k == "StackView":
        a["axis"] = r.choice(("vertical", "horizontal"))
        a["spacing"] = str(r.randrange(0, 24, 2))
        if r.random() < 0.5: a["backgroundColor"] = color(r)
        if r.random() < 0.5: a["tag"] = str(r.randrange(1000))
    elif k == "Label":
        a["text"] = text(r)
        a["textColor"] = color(r)
        a["font"] = r.choice(("system 17", "system-bold 17", "system 13", "system 28", "system 12"))
        if r.random() < 0.4: a["numberOfLines"] = str(r.randrange(0, 4))
        if r.random() < 0.4: a["tag"] = str(r.randrange(1000))
        if r.random() < 0.2: a["alpha"] = "%.2f" % r.random()
    elif k == "Button":
        a["title"] = text(r)
        a["titleColor"] = color(r)
        a["backgroundColor"] = color(r)
        n.action = "tap%d" % n.idx             # -> <action event="touchUpInside" handler="tapK"/>
        if r.random() < 0.4: a["tag"] = str(r.randrange(1000))
        if r.random() < 0.2: a["isEnabled"] = "false"
    elif k == "ImageView":
        a["image"] = r.choice(("avatar", "chevron.right", "star.fill", "gear", "logo"))
        a["contentMode"] = r.choice(("aspectFit", "aspectFill", "center"))
        if r.random() < 0.4: a["tag"] = str(r.randrange(1000))
        if r.random() < 0.3: a["alpha"] = "%.2f" % r.random()
    elif k == "TextField":
        a["placeholder"] = text(r)
        a["text"] = text(r)
        a["backgroundColor"] = color(r)
        if r.random() < 0.4: a["tag"] = str(r.randrange(1000))
    if outlet is not None:
        a["outlet"] = "outlet%d" % outlet


def build_tree(n_total, seed):
    """DFS-ish growth: a stack of open containers, each wanting 2..8 children."""
    r = random.Random(seed)
    root = Node("View", 1, 1)
    root.target = 1 << 62                       # root absorbs whatever is left
    nodes, stack, outlets = [root], [root], 0
    fill_attrs(root, r, None, None)
    while len(nodes) < n_total:
        parent = stack[-1]
        d = parent.depth + 1
        idx = len(nodes) + 1
        # containers only where their children still fit within MAX_DEPTH
        p_container = 0.5 * (1 - (d - 1) / MAX_DEPTH) if d < MAX_DEPTH else 0.0
        kind = r.choice(CONTAINERS) if r.random() < p_container else r.choice(LEAVES)
        n = Node(kind, d, idx)
        outlet = None
        if idx % 100 == 50:                     # exactly floor((N+50)/100) outlets ~ 1 %
            outlet, outlets = outlets, outlets + 1
        fill_attrs(n, r, parent, outlet)
        parent.children.append(n)
        nodes.append(n)
        if len(parent.children) >= parent.target:
            stack.pop()
        if kind in CONTAINERS:
            n.target = r.randint(2, 8)
            stack.append(n)
    return root, nodes, outlets


def write_nib(root, n_total, path):
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n']
    if n_total > MAX_VIEWS:                     # a file this large knowingly exceeds maxViews
        out.append("<!-- viewcheck:disable too-many-views -->\n")
    out.append('<nib version="1">\n')

    def emit(n, ind):
        attrs = "".join(" %s=%s" % (k, quoteattr(v)) for k, v in n.attrs.items())
        if n.children or n.action:
            out.append("%s<%s%s>\n" % (ind, n.kind, attrs))
            if n.action:
                out.append('%s  <action event="touchUpInside" handler="%s"/>\n' % (ind, n.action))
            for c in n.children:
                emit(c, ind + "  ")
            out.append("%s</%s>\n" % (ind, n.kind))
        else:
            out.append("%s<%s%s/>\n" % (ind, n.kind, attrs))
    emit(root, "  ")
    out.append("</nib>\n")
    data = "".join(out).encode()
    with open(path, "wb") as f:
        f.write(data)
    return len(data)


# ----------------------------------------------------------------------------- the self-check
# The kit's properties, for the types the generator writes: property -> kind (inherited ones
# included). `viewcheck schema` lists them all.
VIEW = {"frame": "rect", "backgroundColor": "color", "alpha": "double", "isHidden": "bool", "tag": "int",
        "clipsToBounds": "bool", "accessibilityLabel": "string", "accessibilityIdentifier": "string"}
CONTROL = dict(VIEW, isEnabled="bool", isSelected="bool")
KIT = {"View": VIEW,
       "StackView": dict(VIEW, axis=("horizontal", "vertical"), spacing="double",
                         alignment=("fill", "leading", "center", "trailing"),
                         distribution=("fill", "fillEqually", "equalSpacing")),
       "Label": dict(VIEW, text="string", textColor="color", textAlignment=("left", "center", "right", "natural"),
                     numberOfLines="count", font="string"),
       "Button": dict(CONTROL, title="string", titleColor="color", image="string"),
       "TextField": dict(CONTROL, text="string", placeholder="string", isSecureTextEntry="bool"),
       "ImageView": dict(VIEW, image="string", contentMode=("scaleToFill", "aspectFit", "aspectFill", "center"))}
LEAF_TYPES = {"Label", "ImageView", "TextField"}
CONTROL_TYPES = {"Button", "TextField"}
EVENTS = {"primaryActionTriggered", "touchUpInside", "valueChanged", "editingChanged", "editingDidEnd"}
NUM = r"[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"
GRAMMAR = {"int": re.compile(r"-?[0-9]+\Z"), "count": re.compile(r"[0-9]+\Z"),
           "double": re.compile(NUM + r"\Z"), "bool": re.compile(r"(?:true|false)\Z"),
           "color": re.compile(r"(?:#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|clear|black|white|gray|red"
                               r"|green|blue|yellow|orange)\Z")}
ID = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*\Z")


def rect(v):
    parts = [p for p in re.split(r"\s*,\s*|\s+", v.strip())]
    if len(parts) != 4 or not all(re.match(NUM + r"\Z", p) for p in parts):
        return None
    x, y, w, h = map(float, parts)
    return (x, y, w, h) if w >= 0 and h >= 0 else None


def check_nib(path, m):
    """Re-read a written .nib and return a list of problems (empty = clean)."""
    problems, ids, outlets = [], set(), set()
    counts = {"views": 0, "actions": 0, "elements": 0}
    raw = open(path, "rb").read()
    # The first 200 bytes may end inside a multi-byte character (N = 97 cuts an "ü").
    head = raw[:200].decode(errors="ignore")
    if not head.startswith('<?xml version="1.0" encoding="UTF-8"?>'):
        problems.append("missing XML declaration")
    if (m["views"] > MAX_VIEWS) != ("viewcheck:disable too-many-views" in head):
        problems.append("too-many-views suppression missing or unused")
    root = ET.fromstring(raw)
    counts["elements"] += 1
    if root.tag != "nib" or root.attrib != {"version": "1"}:
        problems.append("root is not <nib version=\"1\">")
    if (root.text or "").strip() or len(root) != 1 or root[0].tag not in KIT:
        problems.append("<nib> must hold exactly one top-level view")

    def obj(e, depth, parent_size):
        counts["views"] += 1
        counts["elements"] += 1
        where = "<%s id=%r>" % (e.tag, e.get("id"))
        props = KIT.get(e.tag)
        if props is None:
            problems.append("unknown element " + e.tag)
            return
        if depth > MAX_DEPTH:
            problems.append("too-deep: %s at depth %d" % (where, depth))
        size = None
        for k, v in e.attrib.items():
            if k == "id":
                if not ID.match(v) or v in ids or v == "owner":
                    problems.append("bad or duplicate id %r" % v)
                ids.add(v)
            elif k == "outlet":
                if v in outlets:
                    problems.append("outlet %r bound twice" % v)
                outlets.add(v)
            elif k not in props:
                problems.append("unknown-property %s on %s" % (k, where))
            else:
                kind = props[k]
                if kind == "rect":
                    fr = rect(v)
                    if fr is None:
                        problems.append("invalid frame %r on %s" % (v, where))
                    elif parent_size and (fr[0] < 0 or fr[1] < 0 or fr[0] + fr[2] > parent_size[0]
                                          or fr[1] + fr[3] > parent_size[1]):
                        problems.append("frame-outside-parent: %s frame %r in %r" % (where, v, parent_size))
                    size = fr and fr[2:]
                elif isinstance(kind, tuple):
                    if v not in kind:
                        problems.append("invalid enum %s=%r on %s" % (k, v, where))
                elif kind != "string" and not GRAMMAR[kind].match(v):
                    problems.append("invalid %s %s=%r on %s" % (kind, k, v, where))
        if (e.text or "").strip() or any((c.tail or "").strip() for c in e):
            problems.append("unexpected-text in " + where)
        kids = [c for c in e if c.tag != "action"]
        if kids and e.tag in LEAF_TYPES:
            problems.append("children-not-allowed in " + where)
        if e.tag == "View" and len(kids) == 1 and not e.attrib:
            problems.append("useless-container " + where)
        for c in e:
            if c.tag == "action":
                counts["actions"] += 1
                counts["elements"] += 1
                if (e.tag not in CONTROL_TYPES or set(c.attrib) != {"event", "handler"}
                        or c.get("event") not in EVENTS or not c.get("handler") or len(c)):
                    problems.append("bad <action> in " + where)
            else:
                obj(c, depth + 1, size)

    if len(root) and root[0].tag in KIT:
        obj(root[0], 1, None)
    for key in ("views", "actions"):
        if counts[key] != m[key]:
            problems.append("%s: %d in the file, %d generated" % (key, counts[key], m[key]))
    if counts["elements"] != m["nib"]["xml_elements"]:
        problems.append("elements: %d in the file, %d expected" % (counts["elements"], m["nib"]["xml_elements"]))
    if len(outlets) != m["outlets"]:
        problems.append("outlets: %d in the file, %d generated" % (len(outlets), m["outlets"]))
    return problems


def main():
    outdir, sizes = sys.argv[1], [int(s) for s in sys.argv[2:]]
    os.makedirs(outdir, exist_ok=True)
    meta = {}
    for n_total in sizes:
        root, nodes, outlets = build_tree(n_total, seed=1000 + n_total)
        npath = os.path.join(outdir, "views-%d.nib" % n_total)
        nbytes = write_nib(root, n_total, npath)
        depths = [n.depth for n in nodes]
        attrs = sum(len(n.attrs) for n in nodes)
        actions = sum(1 for n in nodes if n.action)
        meta[str(n_total)] = m = {
            "views": n_total, "outlets": outlets, "actions": actions, "max_depth": max(depths),
            "mean_depth": round(sum(depths) / len(depths), 2),
            "attrs_per_view": round(attrs / n_total, 2),
            "leaves": sum(1 for n in nodes if not n.children),
            "nib": {"path": npath, "bytes": nbytes, "xml_elements": 1 + n_total + actions},
        }
        problems = check_nib(npath, m)
        if problems:
            sys.exit("generate.py: %s is not what it should be:\n  %s" % (npath, "\n  ".join(problems[:20])))
        print("N=%-7d %9d bytes  depth max %d mean %.1f  attrs/view %.2f  outlets %d  actions %d"
              % (n_total, nbytes, m["max_depth"], m["mean_depth"], m["attrs_per_view"], outlets, actions),
              file=sys.stderr)
    with open(os.path.join(outdir, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)


if __name__ == "__main__":
    main()
