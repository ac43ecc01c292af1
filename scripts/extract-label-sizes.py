#!/usr/bin/env python3
"""Writes the label sizes Interface Builder computed, for measuring text measurement.

Usage: scripts/extract-label-sizes.py XIB_FOLDER > Fixtures/layout/label-sizes.tsv

Every iOS <label> with a `text`, a `fontDescription` and a frame, not marked `misplaced` and
not sized by a stack view, becomes one row: where it came from, the pixels per point of the
device the file was drawn for, its font in the kit's syntax
(`system 17`, `system-semibold 15`, `HelveticaNeue-Light 15`, `body`), numberOfLines, the
frame's width and height, whether each is free of constraints that would set it (so that it is
the label's intrinsic size), and the text (newlines and tabs escaped as \\n and \\t).
"""
import os
import sys
import xml.etree.ElementTree as ET

STYLES = {
    "UICTFontTextStyleLargeTitle": "largeTitle",
    "UICTFontTextStyleTitle1": "title1",
    "UICTFontTextStyleTitle2": "title2",
    "UICTFontTextStyleTitle3": "title3",
    "UICTFontTextStyleHeadline": "headline",
    "UICTFontTextStyleSubhead": "subheadline",
    "UICTFontTextStyleBody": "body",
    "UICTFontTextStyleCallout": "callout",
    "UICTFontTextStyleFootnote": "footnote",
    "UICTFontTextStyleCaption1": "caption1",
    "UICTFontTextStyleCaption2": "caption2",
}

SIZE_ATTRIBUTES = {"width": "width", "height": "height"}
EDGES = {
    "width": ({"leading", "left", "leadingMargin", "leftMargin"},
              {"trailing", "right", "trailingMargin", "rightMargin"}),
    "height": ({"top", "topMargin", "firstBaseline"},
               {"bottom", "bottomMargin", "lastBaseline", "baseline"}),
}


def font_syntax(description):
    if description is None:
        return None
    style = description.get("style")
    if style:
        return STYLES.get(style)
    size = description.get("pointSize")
    if size is None:
        return None
    size = size.rstrip("0").rstrip(".") if "." in size else size
    kind = description.get("type")
    if kind == "system":
        weight = description.get("weight")
        return f"system-{weight} {size}" if weight and weight != "regular" else f"system {size}"
    if kind == "boldSystem":
        return f"system-bold {size}"
    if kind == "italicSystem":
        return f"system-italic {size}"
    name = description.get("name")
    return f"{name} {size}" if name else None


def device_scale(device):
    """Pixels per point of the device Interface Builder drew on; frames are rounded to its
    pixels. Files without a device (Xcode 7 and earlier) have whole points."""
    if device is None:
        return "1"
    if device.startswith(("retina5_5", "retina5_9", "retina6_0", "retina6_5", "retina6_7",
                          "iphone12", "iphone13", "iphone14", "iphone15", "iphone16")):
        return "3"
    return "2"


def escape(text):
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def main(folder):
    rows = []
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".xib"):
                continue
            path = os.path.join(root, name)
            try:
                tree = ET.parse(path)
            except ET.ParseError:
                continue
            document = tree.getroot()
            if document.tag != "document" or "CocoaTouch" not in document.get("type", ""):
                continue
            device = document.find("device")
            scale = device_scale(device.get("id") if device is not None else None)
            parents = {child: parent for parent in document.iter() for child in parent}
            constraints = list(document.iter("constraint"))
            for label in document.iter("label"):
                text = label.get("text")
                font = font_syntax(label.find("fontDescription"))
                frame = label.find("rect[@key='frame']")
                if text is None or font is None or frame is None:
                    continue
                if label.get("misplaced") == "YES":
                    continue
                holder = parents.get(label)
                container = parents.get(holder) if holder is not None else None
                if container is not None and container.tag == "stackView":
                    continue
                label_id = label.get("id")
                pinned = {"width": set(), "height": set()}
                sized = {"width": False, "height": False}
                for constraint in constraints:
                    first = constraint.get("firstItem")
                    second = constraint.get("secondItem")
                    # A constraint inside the label's own <constraints> omits firstItem.
                    owner = parents.get(parents.get(constraint))
                    if first is None and owner is label:
                        first = label_id
                    for item, attribute in ((first, constraint.get("firstAttribute")),
                                            (second, constraint.get("secondAttribute"))):
                        if item != label_id or attribute is None:
                            continue
                        if attribute in SIZE_ATTRIBUTES and constraint.get("relation") is None:
                            priority = int(constraint.get("priority", "1000"))
                            if priority >= 750:
                                sized[SIZE_ATTRIBUTES[attribute]] = True
                        for axis, (start, end) in EDGES.items():
                            if constraint.get("relation") is None:
                                if attribute in start:
                                    pinned[axis].add("start")
                                if attribute in end:
                                    pinned[axis].add("end")
                free = {axis: not sized[axis] and len(pinned[axis]) < 2 for axis in pinned}
                repository = os.path.basename(os.path.dirname(path)) or os.path.basename(folder)
                rows.append("\t".join([
                    f"{repository}/{name}", label_id, scale, font, label.get("numberOfLines", "1"),
                    frame.get("width"), frame.get("height"),
                    "1" if free["width"] else "0", "1" if free["height"] else "0", escape(text),
                ]))
    print("# source\tid\tscale\tfont\tlines\twidth\theight\twidthFree\theightFree\ttext")
    for row in rows:
        print(row)


if __name__ == "__main__":
    main(sys.argv[1])
