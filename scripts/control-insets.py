#!/usr/bin/env python3
"""Measures how far AppKit controls' frames reach past their alignment rectangles, from the
frames and constraints Interface Builder saved: the evidence behind the insets in
Sources/ViewLoader/AutoLayout/AppKitControlMetrics.swift.

    python3 scripts/control-insets.py FOLDER...                 # every kind, size and era
    python3 scripts/control-insets.py --kind checkbox --size small FOLDER...

A constraint pins a control's edge to a place whose position the document also saves: its
superview's top or bottom (with no constant but the constraint's), or the bottom or top of a
label (a text field without a bezel, whose frame is its alignment rectangle vertically). The
control's alignment edge is then where the constraint puts it, and its frame's edge is where
the document saved it: the difference is the inset at that edge. Only equalities with the
default multiplier count, in superviews that are not flipped.

Documents are grouped by the Xcode that saved them, from `toolsVersion`: before Xcode 12
(Aqua's controls), Xcode 12 to 15 (macOS 11's), and Xcode 26 (macOS 26's, whose frames are
their alignment rectangles). Each line is one kind, size, era and edge, with how many
constraints gave each inset and from how many projects (the folder above each document).
"""

import argparse
import collections
import os
import re
import sys
import xml.etree.ElementTree as ET

KINDS = {
    # kind: (element, predicate on the cell)
    "checkbox": ("button", lambda cell: cell.get("type") == "check"),
    "radio": ("button", lambda cell: cell.get("type") == "radio"),
    "push": ("button", lambda cell: cell.get("bezelStyle") == "rounded"),
    "popup": ("popUpButton", lambda cell: cell.get("bezelStyle") == "rounded"),
    "textured": ("button", lambda cell: cell.get("bezelStyle") == "texturedRounded"),
}


def era(tools_version):
    number = int(re.match(r"\d*", tools_version).group(0) or 0)
    if number >= 24000:
        return "Xcode 26"
    if number >= 17000:
        return "Xcode 12-15"
    return "before Xcode 12"


def is_plain_label(element):
    if element.tag != "textField":
        return False
    cell = element.find("textFieldCell")
    return cell is not None and not cell.get("borderStyle")


def measure(path, found):
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError):
        return
    if root.tag != "document" or "MacOSX" not in root.get("targetRuntime", ""):
        return
    document_era = era(root.get("toolsVersion", "0"))
    project = os.path.basename(os.path.dirname(path))
    parents = {child: parent for parent in root.iter() for child in parent}
    frames = {}
    elements = {}
    for element in root.iter():
        frame = element.find("rect[@key='frame']")
        if frame is not None and element.get("id"):
            frames[element.get("id")] = (float(frame.get("y")), float(frame.get("height")))
            elements[element.get("id")] = element
    for kind, (tag, matches) in KINDS.items():
        for control in root.iter(tag):
            cell = control.find(tag + "Cell")
            if cell is None or not matches(cell) or control.get("id") not in frames:
                continue
            size = cell.get("controlSize", "regular")
            control_id = control.get("id")
            y, height = frames[control_id]
            subviews = parents.get(control)
            superview = parents.get(subviews) if subviews is not None else None
            if superview is None or superview.get("flipped") == "YES":
                continue
            superview_id = superview.get("id")
            superview_height = frames.get(superview_id, (0, None))[1]
            constraints = superview.find("constraints")
            if constraints is None:
                continue
            for constraint in constraints.findall("constraint"):
                if constraint.get("relation") or constraint.get("multiplier"):
                    continue
                first = constraint.get("firstItem", superview_id)
                second = constraint.get("secondItem")
                first_attribute = constraint.get("firstAttribute")
                second_attribute = constraint.get("secondAttribute")
                constant = float(constraint.get("constant", "0"))
                if second is None:
                    continue
                key = (kind, size, document_era)
                # Unflipped coordinates: y grows upwards; a constraint's `top` and `bottom`
                # grow downwards.
                if {first, second} == {control_id, superview_id} and first_attribute == second_attribute:
                    control_first = first == control_id
                    if first_attribute == "top" and superview_height is not None:
                        below_top = constant if control_first else -constant
                        inset = (y + height) - (superview_height - below_top)
                        found[key + ("top",)].append((inset, project))
                    elif first_attribute == "bottom":
                        above_bottom = -constant if control_first else constant
                        found[key + ("bottom",)].append((above_bottom - y, project))
                    continue
                other = second if first == control_id else first if second == control_id else None
                if other is None or other not in elements or not is_plain_label(elements[other]):
                    continue
                other_y, other_height = frames[other]
                if first == control_id and first_attribute == "top" and second_attribute == "bottom":
                    inset = (y + height) - (other_y - constant)
                    found[key + ("top",)].append((inset, project))
                elif first == other and first_attribute == "top" and second_attribute == "bottom":
                    inset = (other_y + other_height + constant) - y
                    found[key + ("bottom",)].append((inset, project))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+", help="folders searched for .xib files")
    parser.add_argument("--kind", choices=sorted(KINDS))
    parser.add_argument("--size", choices=["mini", "small", "regular", "large"])
    arguments = parser.parse_args()
    found = collections.defaultdict(list)
    for folder in arguments.folders:
        for directory, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(".xib"):
                    measure(os.path.join(directory, name), found)
    for (kind, size, document_era, edge), samples in sorted(found.items()):
        if arguments.kind and kind != arguments.kind or arguments.size and size != arguments.size:
            continue
        insets = collections.Counter(round(inset, 1) for inset, _ in samples)
        projects = len({project for _, project in samples})
        listed = ", ".join(f"{inset:g}: {count}" for inset, count in insets.most_common())
        print(f"{kind} {size}, {document_era}, {edge}: {listed} ({projects} projects)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
