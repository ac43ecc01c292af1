#!/usr/bin/env python3
"""Writes Sources/ViewLoader/Layout/FontMetricsTable.swift: the font metrics the library
measures text with, read from openly licensed fonts in Debian's packages.

    apt-get install fonts-inter fonts-liberation2 fonts-roboto-unhinted
    pip install fonttools
    python3 scripts/generate-font-metrics.py > Sources/ViewLoader/Layout/FontMetricsTable.swift

Faces:
- the system font (Apple's SF Pro) is approximated by Inter below 20 points and Inter
  Display from 20 points up, as SF Pro Text and SF Pro Display divide the sizes, with SF
  Pro's vertical metrics (its line height of 1.1934 em, as UIFont reports it) instead of
  Inter's;
- Helvetica, Helvetica Neue and Arial by Liberation Sans (metric-compatible with Arial);
- Courier, Courier New and Menlo by Liberation Mono;
- Times, Times New Roman and Georgia by Liberation Serif;
- Roboto by Roboto itself (Apache License 2.0): the custom font apps most often bundle (the
  labels of a sweep of 181 documents of 38 apps that were measured with the system font
  instead: 59 of 179 whose width missed Xcode's), whose advances and vertical metrics give
  the widths and heights Xcode saves for it.

For each face: units per em, ascender, descender and line gap (from the hhea table, as
Core Text reads them), cap height and x-height (OS/2), the mean advance of a...z (for
scalars not in the table) and the advance width of each scalar of TABLE_RANGES (ASCII,
Latin-1, Latin Extended-A, Greek and Cyrillic letters) and of a few common punctuation marks
beyond them (EXTRA_SCALARS).
Kerning is left out: it moves a label's width by well under a point (BENCHMARKS.md).

Inter's widths are close to SF Pro's but not the same, and the gap depends on the weight:
SF Pro Text's bold is wider than Inter's. The system font's faces of the weights Xcode's own
frames say enough about are scaled to them (`calibration`): `system-font-widths.tsv` holds
labels of public projects' Interface Builder documents (iOS and macOS) whose saved width is
their text's (each laid out by ViewLoader with its width taken from its text alone, and
within 8% of it: a label stretched by its constraints is not a sample), with the width Xcode
saved. A face is scaled by the one factor that fits its samples best (least squares, with
UIKit's rounding up to the display's pixels and AppKit's label padding taken out), when it
has at least 25 samples from at least 5 projects and the factor, fitted to the other
projects' labels, puts at least 5% more of each project's labels within a point of Xcode's
width than Inter does (the regular weight's factor, 0.995, does not: its gain is within
what rounding moves, and wraps labels Xcode does not); the others stay Inter's.

    python3 scripts/generate-font-metrics.py --report

prints each face's factor and how many samples are within a point of Xcode's width with
Inter's advances and with the factor, the factor fitted without the sample's project (the
other projects predict each one).
"""
import math
import os
import sys

from fontTools.ttLib import TTFont

INTER = "/usr/share/fonts/opentype/inter"
LIBERATION = "/usr/share/fonts/truetype/liberation2"
ROBOTO = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF"

# (Swift case name, file, family, weight, italic, override of the vertical metrics)
SF_VERTICAL = {"unitsPerEm": 2048, "ascender": 1950, "descender": 494, "lineGap": 0,
               "capHeight": 1443, "xHeight": 1078}
INTER_WEIGHTS = [
    ("thin", "Thin"), ("light", "Light"), ("regular", "Regular"), ("medium", "Medium"),
    ("semibold", "SemiBold"), ("bold", "Bold"), ("heavy", "ExtraBold"), ("black", "Black"),
]
FACES = []
for weight, suffix in INTER_WEIGHTS:
    FACES.append((f"systemText_{weight}", f"{INTER}/Inter-{suffix}.otf", "systemText", weight,
                  False, SF_VERTICAL))
for weight, suffix in [("regular", "Italic"), ("bold", "BoldItalic")]:
    FACES.append((f"systemText_{weight}_italic", f"{INTER}/Inter-{suffix}.otf", "systemText",
                  weight, True, SF_VERTICAL))
for weight, suffix in INTER_WEIGHTS:
    FACES.append((f"systemDisplay_{weight}", f"{INTER}/InterDisplay-{suffix}.otf",
                  "systemDisplay", weight, False, SF_VERTICAL))
for weight, suffix in [("regular", "Italic"), ("bold", "BoldItalic")]:
    FACES.append((f"systemDisplay_{weight}_italic", f"{INTER}/InterDisplay-{suffix}.otf",
                  "systemDisplay", weight, True, SF_VERTICAL))
for family, name in [("sans", "Sans"), ("mono", "Mono"), ("serif", "Serif")]:
    for weight, italic, suffix in [("regular", False, "Regular"), ("bold", False, "Bold"),
                                   ("regular", True, "Italic"), ("bold", True, "BoldItalic")]:
        case = f"{family}_{weight}" + ("_italic" if italic else "")
        FACES.append((case, f"{LIBERATION}/Liberation{name}-{suffix}.ttf", family, weight,
                      italic, None))

for weight, italic, suffix in [("thin", False, "Thin"), ("light", False, "Light"),
                               ("regular", False, "Regular"), ("medium", False, "Medium"),
                               ("bold", False, "Bold"), ("black", False, "Black"),
                               ("regular", True, "Italic"), ("bold", True, "BoldItalic")]:
    case = f"roboto_{weight}" + ("_italic" if italic else "")
    FACES.append((case, f"{ROBOTO}/Roboto-{suffix}.ttf", "roboto", weight, italic, None))

EXTRA_SCALARS = [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x20AC,
                 0x2122, 0x2212]
# The ranges of the table, in order (FontFace.tableRanges must list the same): ASCII,
# Latin-1, Latin Extended-A (Central European and Baltic languages, Turkish), the Greek
# letters and the basic Cyrillic letters, for the languages of localized documents.
TABLE_RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F), (0x391, 0x3C9), (0x400, 0x45F)]
TABLE_SCALARS = [scalar for low, high in TABLE_RANGES
                 for scalar in range(low, high + 1)] + EXTRA_SCALARS
TABLE_POSITIONS = {scalar: position for position, scalar in enumerate(TABLE_SCALARS)}


SAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "system-font-widths.tsv")
MIN_SAMPLES = 25
MIN_PROJECTS = 5
# The share of a face's labels more within a point of Xcode's width that scaling must give
# when each label is predicted from the other projects' labels.
MIN_GAIN = 0.05

# The system font's tracking by size in points, as TextMeasurer.systemTracking has it.
TEXT_TRACKING = [(6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0),
                 (13, -0.08), (14, -0.15), (15, -0.24), (16, -0.32), (17, -0.43), (18, -0.44),
                 (19, -0.45)]
DISPLAY_TRACKING = [(20, 0.38), (22, 0.35), (28, 0.36), (32, 0.40), (34, 0.40), (36, 0.37),
                    (48, 0.35), (64, 0.26), (80, 0.2)]
LINE_BREAKS = {0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029}


def tracking(size):
    table = TEXT_TRACKING if size < 20 else DISPLAY_TRACKING
    if size <= table[0][0]:
        return table[0][1]
    if size >= table[-1][0]:
        return table[-1][1]
    for (low, low_tracking), (high, high_tracking) in zip(table, table[1:]):
        if size <= high:
            return low_tracking + (high_tracking - low_tracking) * (size - low) / (high - low)
    return table[-1][1]


def read_samples():
    """The samples: (project, platform, family, weight, italic, size, scale, width, text)."""
    samples = []
    with open(SAMPLES, encoding="utf-8") as file:
        for line in file:
            if line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            project, platform, family, weight, italic, size, scale, width = fields[:8]
            text = fields[8].replace("\\t", "\t").replace("\\\\", "\\")
            samples.append((project, platform, family, weight, italic == "italic", float(size),
                            float(scale), float(width), text))
    return samples


def text_units(text, advances, average):
    """The text's advances in font units (as TextMeasurer adds them: trailing spaces, line
    breaks and zero-width scalars take none; other scalars the table lacks, the average),
    and how many scalars are tracked."""
    units = 0
    count = 0
    for char in text.rstrip(" "):
        scalar = ord(char)
        if scalar in LINE_BREAKS or 0x300 <= scalar <= 0x36F or 0x200B <= scalar <= 0x200F:
            continue
        count += 1
        position = TABLE_POSITIONS.get(scalar)
        units += average if position is None else advances[position]
    return units, count


def fit_factor(rows):
    """The factor on the advances that fits the rows' saved widths best (least squares). A
    row: (units at the size in points, tracking in points, the width Xcode's text had)."""
    numerator = sum(units * (width - tracked) for units, tracked, width in rows)
    denominator = sum(units * units for units, _, _ in rows)
    return numerator / denominator


def predicted(units, tracked, factor, scale, padding):
    width = units * factor + tracked
    return math.ceil(width * scale - 1e-7) / scale + padding


def calibration(report=False):
    """The factor on each calibrated face's advances, by (family, weight, italic)."""
    by_face = {}
    for sample in read_samples():
        by_face.setdefault((sample[2], sample[3], sample[4]), []).append(sample)
    factors = {}
    for case, path, family, weight, italic, override in FACES:
        samples = by_face.get((family, weight, italic), [])
        projects = {sample[0] for sample in samples}
        if len(samples) < MIN_SAMPLES or len(projects) < MIN_PROJECTS:
            continue
        vertical, advances = face_metrics(path, override, factor=1.0)
        rows = []
        for project, platform, _, _, _, size, scale, width, text in samples:
            units, count = text_units(text, advances, vertical["averageAdvance"])
            # AppKit's label frames are 2 points wider than their text at each side; the
            # saved width is the text's rounded up, so the text's own is half a pixel less.
            padding = 4 if platform == "macOS" else 0
            rows.append((project, units * size / vertical["unitsPerEm"], count * tracking(size),
                         width, scale, padding))

        def within(row, factor):
            _, units, tracked, width, scale, padding = row
            return abs(predicted(units, tracked, factor, scale, padding) - width) <= 1

        def fitted(chosen):
            return fit_factor([(units, tracked, width - padding - 0.5 / scale)
                               for _, units, tracked, width, scale, padding in chosen])

        factor = round(fitted(rows), 3)
        held_out = sum(within(row, fitted([other for other in rows if other[0] != row[0]]))
                       for row in rows)
        inter = sum(within(row, 1.0) for row in rows)
        kept = held_out - inter >= MIN_GAIN * len(rows)
        if kept:
            factors[(family, weight, italic)] = factor
        if report:
            print(f"{case}: factor {factor}, {len(rows)} labels of {len(projects)} projects "
                  f"within 1 pt: Inter {inter}, scaled {sum(within(row, factor) for row in rows)}, "
                  f"scaled without the label's project {held_out}: "
                  + ("scaled" if kept else "left as Inter"))
    return factors


def camel(case):
    head, *rest = case.split("_")
    return head + "".join(part.capitalize() for part in rest)


def face_metrics(path, override, factor):
    font = TTFont(path)
    cmap = font.getBestCmap()
    metrics = font["hmtx"]
    units = font["head"].unitsPerEm
    hhea = font["hhea"]
    os2 = font["OS/2"]
    scale = 1.0
    vertical = {"unitsPerEm": units, "ascender": hhea.ascent, "descender": -hhea.descent,
                "lineGap": hhea.lineGap, "capHeight": getattr(os2, "sCapHeight", 0),
                "xHeight": getattr(os2, "sxHeight", 0)}
    if override:
        # Advances are rescaled to the overriding face's units per em.
        scale = override["unitsPerEm"] / units
        vertical = dict(override)
    scale *= factor
    missing = metrics[".notdef"][0] if ".notdef" in metrics.metrics else os2.xAvgCharWidth
    advances = []
    for scalar in TABLE_SCALARS:
        glyph = cmap.get(scalar)
        advance = metrics[glyph][0] if glyph is not None else missing
        advances.append(round(advance * scale))
    # The mean of the lowercase letters: a fair guess for letters of other scripts.
    lowercase = [metrics[cmap[c]][0] for c in range(ord("a"), ord("z") + 1)]
    vertical["averageAdvance"] = round(sum(lowercase) / len(lowercase) * scale)
    return vertical, advances


def main():
    if "--report" in sys.argv[1:]:
        calibration(report=True)
        return
    factors = calibration()
    out = sys.stdout
    out.write("// Generated by scripts/generate-font-metrics.py from Inter (SIL Open Font License),\n")
    out.write("// Liberation 2 (SIL Open Font License) and Roboto (Apache License 2.0), as Debian\n")
    out.write("// packages them; the system font's widths of some weights scaled to Xcode's\n")
    out.write("// (scripts/system-font-widths.tsv). Do not edit.\n")
    out.write("// swift-format-ignore-file\n\n")
    out.write("extension FontFace {\n")
    out.write("  /// The scalars with an advance in each face's table after those of ``tableRanges``,\n")
    out.write("  /// in order.\n")
    extras = ", ".join(f"0x{s:04X}" for s in EXTRA_SCALARS)
    out.write(f"  static let extraScalars: [UInt32] = [{extras}]\n\n")
    out.write("  /// Every face, in ``FontFace/Identifier`` order.\n")
    out.write("  static let table: [FontFace] = [\n")
    for case, path, family, weight, italic, override in FACES:
        factor = factors.get((family, weight, italic), 1.0)
        vertical, _ = face_metrics(path, override, factor)
        name = os.path.basename(path)
        out.write(
            f"    FontFace(\n      source: \"{name}\", family: .{family}, weight: .{weight}, "
            f"isItalic: {'true' if italic else 'false'},\n"
            f"      unitsPerEm: {vertical['unitsPerEm']}, ascender: {vertical['ascender']}, "
            f"descender: {vertical['descender']}, lineGap: {vertical['lineGap']},\n"
            f"      capHeight: {vertical['capHeight']}, xHeight: {vertical['xHeight']}, "
            f"averageAdvance: {vertical['averageAdvance']},\n"
            f"      advances: FontFace.{camel(case)}Advances),\n")
    out.write("  ]\n")
    for case, path, family, weight, italic, override in FACES:
        factor = factors.get((family, weight, italic), 1.0)
        _, advances = face_metrics(path, override, factor)
        out.write(f"\n  private static let {camel(case)}Advances: [UInt16] = [\n")
        for start in range(0, len(advances), 16):
            chunk = ", ".join(str(a) for a in advances[start:start + 16])
            out.write(f"    {chunk},\n")
        out.write("  ]\n")
    out.write("}\n")


if __name__ == "__main__":
    main()
