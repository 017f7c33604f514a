#!/usr/bin/env python3
"""A raylib-style host's safe-area code in Python, speaking the fuzzer's
line protocol (protocol 1) on stdin/stdout.

    swift run fuzz --implementation 'python3 Examples/python/host.py'
    swift run fuzz --implementation 'python3 Examples/python/host.py --bug'

--bug (or SAFE_AREA_BUG=1) plants a known bug shape: the clip rect is
computed by subtracting edges without checking for a miss, so a scene box
outside the region gives a rectangle of negative width instead of None.
"""
import json
import os
import sys

BUG = "--bug" in sys.argv[1:] or os.environ.get("SAFE_AREA_BUG") == "1"
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


def sat(value):
    """Pixel coordinates are 64-bit; sums saturate as the engine's do."""
    return max(INT64_MIN, min(INT64_MAX, value))


def clip_rect(box, region):
    """The scene's box, moved into the region, clipped to it."""
    bx, by, bw, bh = box
    rx, ry, rw, rh = region
    x, y = sat(bx + rx), sat(by + ry)
    left, top = max(x, rx), max(y, ry)
    right = min(sat(x + bw), sat(rx + rw))
    bottom = min(sat(y + bh), sat(ry + rh))
    if not BUG and (right <= left or bottom <= top or bw <= 0 or bh <= 0 or rw <= 0 or rh <= 0):
        return None
    return [left, top, right - left, bottom - top]


def into_safe_region(points, region):
    return [[x - region[0], y - region[1]] for x, y in points]


def below_safe_area(point, region):
    return [point[0] + region[0], point[1] + region[1]]


FUNCTIONS = {
    "clipRect": lambda a: clip_rect(a["box"], a["region"]),
    "intoSafeRegion": lambda a: into_safe_region(a["points"], a["region"]),
    "belowSafeArea": lambda a: below_safe_area(a["point"], a["region"]),
}


def main():
    out = sys.stdout
    out.write(json.dumps({"protocol": 1, "name": "python host", "provides": list(FUNCTIONS)}) + "\n")
    out.flush()
    for line in sys.stdin:
        request = json.loads(line)
        result = FUNCTIONS[request["fn"]](request["args"])
        out.write(json.dumps({"id": request["id"], "result": result}) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
