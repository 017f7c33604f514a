#!/usr/bin/env python3
"""A raylib-style host's safe-area code in Python (safe_area.py), speaking
the fuzzer's line protocol (protocol 4) on stdin/stdout with every function
of protocol 1 and the inset poller (`pollInsets`).

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
Planted polling bugs (pollInsets, found by poller.matchesTruth or poller.stopsAsking):
  --bug-poll-first-top-inset  ask every frame until an answer's top inset is
                 non-zero, then keep it forever: stale after a rotation, and
                 launched in landscape (top inset 0) it asks until it turns
  --bug-poll-first-non-zero   never ask again after the first non-zero answer
  --bug-poll-every-frame      ask on every frame forever
The host's own chrome, a Back button (88 x 44 px, its label's box inset
12 px) drawn after the scene's scissor ends, only behind a flag: a button
inside the region may cover a touch's marker, which pointer.drawingAgrees
requires under the finger, so the default host draws no chrome.
  --back-button  the button at the region's margin (region.x + 16,
                 region.y + 16), when the region has room for it
  --bug-back-button-at-screen-margin  planted: at the screen's margin
                 (16, 16), in the band beside the notch in landscape
                 (found by host.sceneInsideRegion)
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from safe_area import SafeArea  # noqa: E402

# Each planted bug's flag, and its name in safe_area.py.
FLAGS = {
    "--bug": "clip",
    "--bug-receive": "receive-insets",
    "--bug-answer": "answer-size",
    "--bug-poll-first-top-inset": "poll-first-top-inset",
    "--bug-poll-first-non-zero": "poll-first-non-zero",
    "--bug-poll-every-frame": "poll-every-frame",
    "--bug-back-button-at-screen-margin": "back-button-at-screen-margin",
}


def main():
    arguments = sys.argv[1:]
    unknown = [a for a in arguments if a not in FLAGS and a != "--back-button"]
    if unknown:
        sys.exit(f"host.py: unknown option {unknown[0]!r} (see the module's doc)")
    bugs = {FLAGS[a] for a in arguments if a in FLAGS}
    if os.environ.get("SAFE_AREA_BUG") == "1":
        bugs.add("clip")
    functions = SafeArea(bugs, back_button="--back-button" in arguments).functions()
    out = sys.stdout
    out.write(json.dumps({"protocol": 4, "name": "python host", "provides": list(functions)}) + "\n")
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
