#!/usr/bin/env python3
"""A raylib-style host's safe-area code in Python (safe_area.py), speaking
the fuzzer's line protocol (protocol 1) on stdin/stdout with every function
protocol 1 has.

    swift run fuzz --implementation 'python3 Examples/python/host.py'
    swift run fuzz --implementation 'python3 Examples/python/host.py --bug'

Planted bugs, one per direction of the wire and one of the host's own:
  --bug          (or SAFE_AREA_BUG=1) the clip rect is computed by subtracting
                 edges without checking for a miss, so a scene box outside the
                 region gives a rectangle of negative width instead of None
  --bug-receive  the insets of a request are read in the wrong order
                 ([left, top, right, bottom]): a misread of what it receives
  --bug-answer   pixel frames are answered with width and height swapped:
                 a wrong encoding of what it answers
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from safe_area import SafeArea  # noqa: E402


def main():
    arguments = sys.argv[1:]
    unknown = [a for a in arguments if a not in ("--bug", "--bug-receive", "--bug-answer")]
    if unknown:
        sys.exit(f"host.py: unknown option {unknown[0]!r} (see the module's doc)")
    bugs = set()
    if "--bug" in arguments or os.environ.get("SAFE_AREA_BUG") == "1":
        bugs.add("clip")
    if "--bug-receive" in arguments:
        bugs.add("receive-insets")
    if "--bug-answer" in arguments:
        bugs.add("answer-size")
    functions = SafeArea(bugs).functions()
    out = sys.stdout
    out.write(json.dumps({"protocol": 1, "name": "python host", "provides": list(functions)}) + "\n")
    out.flush()
    for line in sys.stdin:
        request = json.loads(line)
        try:
            answer = {"id": request["id"], "result": functions[request["fn"]](request["args"])}
        except ValueError as error:  # the protocol's errors (pixelFrame beyond 32 bits)
            answer = {"id": request["id"], "error": str(error)}
        out.write(json.dumps(answer, allow_nan=False) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
