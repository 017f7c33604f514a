#!/usr/bin/env python3
"""A safe-area host written on real raylib, fuzzed on its own pixels.

It speaks the fuzzer's line protocol, version 4 (the ImplementationProtocol
DocC article, LineProtocol.md), with every function it has: `hostFrame`, so
the host and pointer properties judge the frames raylib draws here, and the
safe-area code it draws them with (Examples/python/safe_area.py: the safe
frame, pixel frame, clip rect, pointer mapping, plan, grids and inset
poller), so the same code is judged on its answers too.
A frame follows the raylib-ios recipe: clear the whole screen, raise the
scissor to the safe region, push, translate by the region's origin, draw the
scene with a screen the region's size, pop, end the scissor.

    bash Scripts/run/setup-raylib
    swift run fuzz --implementation \\
        'xvfb-run -a -s "-screen 0 1200x1200x24 -terminate" .venv-raylib/bin/python Examples/raylib/host.py'

--bug NAME plants one bug of the shapes the raylib-ios host really had:
  stale-bands           the clear is raised after the scissor, so the bands keep
                        the previous frame's pixels (rotations show them)
  negative-clip         the scene's clip box is computed without the miss check,
                        so a box outside the region gives a negative width that
                        goes to BeginScissorMode
  untranslated-pointer  touches are left in screen coordinates while the drawing
                        moved into the region
  no-scissor            the scene is translated but not scissored
  poll-first-top-inset  the inset poller asks every frame until an answer's top
                        inset is non-zero, then keeps it forever (stale after a
                        rotation; launched in landscape it asks until it turns)
  poll-first-non-zero   the poller never asks again after its first non-zero answer
  poll-every-frame      the poller asks on every frame forever
  back-button-at-screen-margin
                        the Back button sits at the screen's margin (16, 16),
                        not the region's: in the band beside the notch in
                        landscape (host.sceneInsideRegion)

The host's own chrome, a Back button (an 88 x 44 px rectangle and its
"Back" label, 12 px in) drawn with DrawRectangle and DrawText after
EndScissorMode, is drawn only behind a flag: a button inside the region may
cover a touch's marker, which pointer.drawingAgrees requires under the
finger, so the default host draws no chrome.
  --back-button         the button at the region's margin (region.x + 16,
                        region.y + 16), when the region has room for it
"""
import argparse
import json
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Reference", "raylib"))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
import reference  # noqa: E402  (moves stray stdout output to stderr first)
from raylib import rl  # noqa: E402
from safe_area import SafeArea  # noqa: E402

BUGS = ("stale-bands", "negative-clip", "untranslated-pointer", "no-scissor", "poll-first-top-inset",
        "poll-first-non-zero", "poll-every-frame", "back-button-at-screen-margin")
# The bugs planted in the shared safe-area code (safe_area.py), by their
# names there.
SAFE_AREA_BUGS = {"negative-clip": "clip", "poll-first-top-inset": "poll-first-top-inset",
                  "poll-first-non-zero": "poll-first-non-zero", "poll-every-frame": "poll-every-frame",
                  "back-button-at-screen-margin": "back-button-at-screen-margin"}
# The chrome's colours: raylib's BLUE button (the colour the harness's Canvas
# draws chrome in) with a RAYWHITE label.
BUTTON, LABEL = (0, 121, 241, 255), (245, 245, 245, 255)


class Host:
    def __init__(self, bug, window, back_button=False):
        self.bug = bug
        planted = {SAFE_AREA_BUGS[bug]} if bug in SAFE_AREA_BUGS else set()
        self.safe = SafeArea(planted, back_button=back_button)
        self.renderer = reference.Renderer(*window)

    # ---- the host's safe-area code (safe_area.py), with its own bugs ----

    def clip_box(self, box, region):
        return self.safe.clip_rect(box, region)

    def into_safe_region(self, points, region):
        """Touches arrive in screen coordinates; the scene lives in the
        region's."""
        if self.bug == "untranslated-pointer":
            return [list(point) for point in points]
        return self.safe.into_safe_region(points, region)

    def plan(self, screen, region):
        """The frame's commands, the recipe as data."""
        commands = self.safe.host_plan(screen, region)
        if self.bug == "no-scissor":
            commands = [c for c in commands if c[0] not in ("beginScissor", "endScissor")]
        if self.bug == "stale-bands" and len(commands) > 1:
            # The clear raised after the scissor: only the region is cleared.
            return commands[1:2] + commands[:1] + commands[2:]
        return commands

    # ---- a frame, drawn by raylib -------------------------------------

    def frame(self, args):
        width, height = args["screen"]
        region = args["region"]
        self.renderer.begin(width, height)
        try:
            if args["previous"] is not None:
                rl.ClearBackground(tuple(args["previous"]))  # what the last frame left
            clear = tuple(args["clear"])
            for command in self.plan([width, height], region):
                name = command[0]
                if name == "clearBackground":
                    rl.ClearBackground(clear)
                elif name == "beginScissor":
                    rl.BeginScissorMode(*command[1:])
                elif name == "pushMatrix":
                    rl.rlPushMatrix()
                elif name == "translate":
                    rl.rlTranslatef(float(command[1]), float(command[2]), 0.0)
                elif name == "drawScene":
                    self.draw_scene(args["scene"], command[1], command[2], region)
                elif name == "popMatrix":
                    rl.rlPopMatrix()
                elif name == "endScissor":
                    rl.EndScissorMode()
                elif name == "drawRect":
                    rl.DrawRectangle(*command[1:], BUTTON)
                elif name == "drawText":
                    # The label's glyphs, the default font at the box's height.
                    rl.DrawText(b"Back", command[1], command[2], command[4], LABEL)
                elif name == "drawLine":
                    x1, y1, x2, y2, thickness = (float(v) for v in command[1:])
                    rl.DrawLineEx((x1, y1), (x2, y2), thickness, BUTTON)
            pixels = self.renderer.read(width, height).reshape(-1)
        finally:
            self.renderer.end()
        return {"width": width, "height": height, "runs": runs(pixels)}

    def draw_scene(self, scene, w, h, region):
        kind = scene["kind"]
        rl.ClearBackground(tuple(scene["background"]))  # bounded by the host's scissor
        if kind == "overshoot":
            o, bar, color = float(scene["overshoot"]), 16.0, tuple(scene["color"])
            rl.DrawRectangleRec((-o, -o, w + 2 * o, o + bar), color)
            rl.DrawRectangleRec((-o, h - bar, w + 2 * o, o + bar), color)
            rl.DrawRectangleRec((-o, -o, o + bar, h + 2 * o), color)
            rl.DrawRectangleRec((w - bar, -o, o + bar, h + 2 * o), color)
            for corner in ((0, 0), (w, 0), (0, h), (w, h)):
                rl.DrawCircleV(corner, o + bar, color)
            rl.DrawLineEx((-o, -o), (w + o, h + o), 6.0, color)
        elif kind == "clipBox":
            box = scene["box"]
            clip = self.clip_box(box, region)
            if clip is None:
                return
            rl.BeginScissorMode(*clip)
            bx, by, bw, bh = (float(v) for v in box)
            rl.DrawRectangleRec((bx - bw, by - bh, bw * 3, bh * 3), tuple(scene["color"]))
            rl.BeginScissorMode(*region)  # the host's scissor back: rlgl does not nest
        elif kind == "touches":
            points = self.into_safe_region(scene["points"], region)
            radius = float(scene["radius"])
            for start, end in zip(points, points[1:]):
                rl.DrawLineEx(tuple(start), tuple(end), radius / 2, tuple(scene["trail"]))
            for point in points:
                rl.DrawCircleV(tuple(point), radius, tuple(scene["marker"]))
        else:
            raise ValueError(f"unknown scene kind {kind!r}")


def runs(pixels):
    """Runs of equal pixels in row order: [count, rgba, count, rgba, ...]."""
    import numpy as np

    changes = np.flatnonzero(pixels[1:] != pixels[:-1]) + 1
    starts = np.concatenate(([0], changes))
    lengths = np.diff(np.concatenate((starts, [pixels.size])))
    flat = np.empty(2 * starts.size, dtype=np.int64)
    flat[0::2] = lengths
    flat[1::2] = pixels[starts]
    return flat.tolist()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bug", choices=BUGS, help="plant one bug (see the module's doc)")
    parser.add_argument("--back-button", action="store_true",
                        help="draw the Back button at the region's margin (see the module's doc)")
    parser.add_argument("--window", default="1200x1200", help="the window, at least the largest screen (catalog devices at 1x: 1194)")
    arguments = parser.parse_args()
    window = tuple(int(part) for part in arguments.window.lower().split("x"))
    host = Host(arguments.bug, window, back_button=arguments.back_button)
    functions = host.safe.functions()
    functions.update({
        "intoSafeRegion": lambda a: host.into_safe_region(a["points"], a["region"]),
        "hostPlan": lambda a: {"commands": host.plan(a["screen"], a["region"])},
        "hostFrame": host.frame,
    })
    out = reference.PROTOCOL_OUT
    name = "raylib host" + (f" (bug: {arguments.bug})" if arguments.bug else "")
    out.write((json.dumps({"protocol": 4, "name": name, "provides": list(functions)}) + "\n").encode())
    out.flush()
    for line in sys.stdin.buffer:
        request = json.loads(line)
        try:
            answer = {"id": request["id"], "result": functions[request["fn"]](request["args"])}
        except (ValueError, KeyError, OverflowError) as error:
            answer = {"id": request["id"], "error": f"{type(error).__name__}: {error}"}
        out.write((json.dumps(answer, allow_nan=False) + "\n").encode())
        out.flush()


if __name__ == "__main__":
    main()
