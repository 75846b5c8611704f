#!/usr/bin/env python3
"""Draws the paging.append chart, append cost against page index, as a hand-written SVG.

Reads the JSON that `unidirectional-benchmarks --format json` prints (the paging.append
benchmark must be in it) and writes two panels: PagingFeature next to the naive
`.success(old + new)` pattern on one scale, then PagingFeature alone on its own scale, so
its flat line can be seen. Only the Python standard library is used.

    unidirectional-benchmarks --format json > results.json
    python3 Benchmarks/plot-paging.py results.json -o Docs/benchmarks-paging-append.svg
"""

import argparse
import json
import math
import sys
from xml.sax.saxutils import escape

WIDTH, HEIGHT = 960, 420
PANEL_WIDTH, PANEL_HEIGHT = 360, 260
PANEL_TOP = 80
PANEL_LEFTS = [90, 560]
COLORS = {"ours": "#1f77b4", "naive": "#d62728"}


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", nargs="?", help="the JSON file; standard input if omitted")
    parser.add_argument(
        "-o", "--output", default="Docs/benchmarks-paging-append.svg", help="where to write the SVG"
    )
    return parser.parse_args()


def load_series(path):
    handle = open(path, encoding="utf-8") if path else sys.stdin
    with handle:
        document = json.load(handle)
    for benchmark in document["benchmarks"]:
        if benchmark["name"] == "paging.append":
            series = benchmark["series"]
            ours = next(s for s in series if s["label"].startswith("PagingFeature"))
            naive = next(s for s in series if s["label"].startswith(".success"))
            return document, ours, naive
    sys.exit("plot-paging: the results have no paging.append benchmark")


def nice_step(span, count=5):
    """A round step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` parts."""
    raw = span / count
    power = 10 ** math.floor(math.log10(raw))
    for multiple in (1, 2, 5, 10):
        if raw <= multiple * power:
            return multiple * power
    return 10 * power


def ticks(maximum, count=5):
    step = nice_step(maximum, count)
    top = math.ceil(maximum / step) * step
    return [i * step for i in range(int(round(top / step)) + 1)], top


def label(value):
    return f"{value:g}"


def panel(left, title, curves, x_max):
    """One chart: axes, grid, ticks and the curves, y in microseconds."""
    y_max_data = max(point["y"] for _, _, points in curves for point in points) / 1000
    y_ticks, y_top = ticks(y_max_data)
    x_ticks, x_top = ticks(x_max, 4)

    def x_of(value):
        return left + value / x_top * PANEL_WIDTH

    def y_of(value):
        return PANEL_TOP + PANEL_HEIGHT - value / y_top * PANEL_HEIGHT

    parts = [
        f'<text x="{left + PANEL_WIDTH / 2}" y="{PANEL_TOP - 14}" class="panel-title">'
        f"{escape(title)}</text>"
    ]
    for value in y_ticks:
        y = y_of(value)
        parts.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + PANEL_WIDTH}" y2="{y:.1f}" class="grid"/>')
        parts.append(f'<text x="{left - 8}" y="{y + 4:.1f}" class="tick" text-anchor="end">{label(value)}</text>')
    for value in x_ticks:
        x = x_of(value)
        parts.append(f'<line x1="{x:.1f}" y1="{PANEL_TOP + PANEL_HEIGHT}" x2="{x:.1f}" y2="{PANEL_TOP + PANEL_HEIGHT + 5}" class="axis"/>')
        parts.append(f'<text x="{x:.1f}" y="{PANEL_TOP + PANEL_HEIGHT + 20}" class="tick" text-anchor="middle">{label(value)}</text>')
    parts.append(
        f'<path d="M{left},{PANEL_TOP} V{PANEL_TOP + PANEL_HEIGHT} H{left + PANEL_WIDTH}" class="axis"/>'
    )
    parts.append(
        f'<text x="{left + PANEL_WIDTH / 2}" y="{PANEL_TOP + PANEL_HEIGHT + 42}" class="axis-label">'
        "page appended (k)</text>"
    )
    middle = PANEL_TOP + PANEL_HEIGHT / 2
    parts.append(
        f'<text x="{left - 52}" y="{middle}" class="axis-label" '
        f'transform="rotate(-90 {left - 52} {middle})">µs per append</text>'
    )
    for name, color, points in curves:
        path = " ".join(
            f"{'M' if i == 0 else 'L'}{x_of(p['x']):.1f},{y_of(p['y'] / 1000):.1f}"
            for i, p in enumerate(points)
        )
        parts.append(f'<path d="{path}" fill="none" stroke="{color}" stroke-width="2"/>')
        for p in points:
            parts.append(
                f'<circle cx="{x_of(p["x"]):.1f}" cy="{y_of(p["y"] / 1000):.1f}" r="2" fill="{color}"/>'
            )
    return parts


def legend(ours, naive):
    entries = [(ours["label"], COLORS["ours"]), (naive["label"], COLORS["naive"])]
    parts = []
    x = 90
    for text, color in entries:
        parts.append(f'<line x1="{x}" y1="46" x2="{x + 24}" y2="46" stroke="{color}" stroke-width="3"/>')
        parts.append(f'<text x="{x + 30}" y="50" class="legend">{escape(text)}</text>')
        x += 40 + 7.2 * len(text)
    return parts


def svg(document, ours, naive):
    x_max = max(p["x"] for p in ours["points"] + naive["points"])
    machine = document.get("machine", {})
    caption = (
        f"{document.get('mode', '?')} run on {machine.get('cpu', 'unknown CPU')}, "
        f"{machine.get('cores', '?')} cores. Each point: the median append of a bucket of "
        "50 pages, fastest of the samples."
    )
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="Helvetica, Arial, sans-serif">',
        "<style>"
        ".title{font-size:17px;font-weight:bold}"
        ".panel-title{font-size:13px;text-anchor:middle}"
        ".tick{font-size:11px;fill:#444}"
        ".axis-label{font-size:12px;text-anchor:middle;fill:#222}"
        ".legend{font-size:12px}"
        ".caption{font-size:11px;fill:#555}"
        ".grid{stroke:#e3e3e3;stroke-width:1}"
        ".axis{stroke:#333;stroke-width:1;fill:none}"
        "</style>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        '<text x="90" y="24" class="title">paging.append: cost of appending page k '
        "(2,000 pages of 50 items, through Store)</text>",
    ]
    parts += legend(ours, naive)
    parts += panel(
        PANEL_LEFTS[0],
        "both, one scale",
        [("naive", COLORS["naive"], naive["points"]), ("ours", COLORS["ours"], ours["points"])],
        x_max,
    )
    parts += panel(PANEL_LEFTS[1], "PagingFeature alone, its own scale", [("ours", COLORS["ours"], ours["points"])], x_max)
    parts.append(f'<text x="90" y="{HEIGHT - 12}" class="caption">{escape(caption)}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main():
    arguments = parse_arguments()
    document, ours, naive = load_series(arguments.results)
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write(svg(document, ours, naive))
    print(f"plot-paging: wrote {arguments.output}")


if __name__ == "__main__":
    main()
