#!/usr/bin/env python3
"""Real raylib as the reference renderer of the harness.

The harness starts this program as a child process and sends it frames: a
size and a list of drawing commands, each one raylib call a host or a scene
makes (ClearBackground, BeginScissorMode, rlTranslatef, DrawRectangle, ...).
It draws them with raylib (the PyPI package `raylib`, raylib built in, GLFW
and OpenGL 3.3; here Mesa's llvmpipe under Xvfb) and answers the frame's
pixels. The binary protocol is described in
Sources/ImplementationProtocol/ImplementationProtocol.docc/RaylibReference.md.

    xvfb-run -a -s '-screen 0 1024x1024x24' .venv-raylib/bin/python \
        Reference/raylib/reference.py [--window 1024x1024]

Scripts/run/setup-raylib creates .venv-raylib; `swift run fuzz` finds both.

One window serves every frame: a frame of w x h pixels is drawn in the
window's top-left w x h pixels, with the viewport and projection raylib's
own SetupViewport would set for a w x h window. BeginScissorMode flips its
rectangle with the window's height, which is right for the top-left
corner, and the frame's pixels are read there with glReadPixels. Each
frame starts from a new context's state: identity matrices, an empty
matrix stack, the scissor test off and the scissor box the whole window.
"""
import os
import signal

# Asked to end (the harness closes a renderer's input first and, a fifth of
# a second later, asks with SIGTERM one that has not ended, such as one
# still starting when a short run ends): leave at once with the status a
# shell gives a command killed by SIGTERM, not by the signal itself, so that
# xvfb-run's shell prints no "Terminated" after a passing run. First of
# all: the sooner it is in place, the fewer kills land before it (those
# still end the renderer, with the shell's word).
def leave(status):
    """Exits now, without Python's finalization (a signal landing in it
    would kill the process, the handler gone), removing the runtime folder."""
    if globals().get("RUNTIME_DIR"):
        shutil.rmtree(RUNTIME_DIR, True)
    os._exit(status)


signal.signal(signal.SIGTERM, lambda number, frame: leave(128 + number))

import argparse  # noqa: E402
import ctypes  # noqa: E402
import json  # noqa: E402
import logging  # noqa: E402
import struct  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

# The protocol owns the original stdout; whatever else writes to fd 1 (the
# raylib package's banner, raylib's TraceLog, Mesa) goes to stderr instead.
PROTOCOL_OUT = os.fdopen(os.dup(1), "wb")
os.dup2(2, 1)

# GLFW asks for a runtime folder and complains on stderr, in every fuzz run's
# output, when there is none (under xvfb-run there never is): give it a
# private one while the window opens, removed as soon as it is open (a
# renderer killed later, as the harness's tests and a hang's timeout do, runs
# no exit handler) and when it leaves.
RUNTIME_DIR = None
if not os.environ.get("XDG_RUNTIME_DIR"):
    import atexit
    import shutil
    import tempfile

    RUNTIME_DIR = tempfile.mkdtemp(prefix="safe-area-raylib-")
    os.environ["XDG_RUNTIME_DIR"] = RUNTIME_DIR
    atexit.register(shutil.rmtree, RUNTIME_DIR, True)

import numpy as np  # noqa: E402

# The package's banner ("RAYLIB STATIC ... LOADED", a warning) in every
# fuzz run's output says nothing the handshake does not.
logging.getLogger("raylib").setLevel(logging.ERROR)
from raylib import rl  # noqa: E402

PROTOCOL = 1

# Request kinds (first byte of a request's payload).
RENDER_RAW = 0
RENDER_RUNS = 1
TIME = 2

# Command opcodes.
CLEAR = 1
BEGIN_SCISSOR = 2
END_SCISSOR = 3
PUSH = 4
POP = 5
TRANSLATE = 6
RECTANGLE = 7
RECTANGLE_REC = 8
CIRCLE = 9
LINE = 10
LINE_EX = 11
RECTANGLES = 12
CELLS = 13
FLUSH = 14
NO_BLENDING = 15

RL_ONE = 1
RL_ZERO = 0
RL_FUNC_ADD = 0x8006

# rlgl's RL_MODELVIEW and RL_PROJECTION (macros, not in the bindings).
RL_MODELVIEW = 0x1700
RL_PROJECTION = 0x1701
# rlgl's RL_MAX_MATRIX_STACK_SIZE.
MATRIX_STACK_SIZE = 32

GL_RGBA = 0x1908
GL_UNSIGNED_BYTE = 0x1401
GL_RENDERER = 0x1F01
GL_PACK_ALIGNMENT = 0x0D05


class Refused(Exception):
    """A request this renderer cannot draw; answered as an error, the
    renderer keeps serving."""


def color(value):
    """A colour sent as the four bytes R, G, B, A (a little-endian u32)."""
    return (value & 0xFF, (value >> 8) & 0xFF, (value >> 16) & 0xFF, value >> 24)


class Renderer:
    def __init__(self, width, height):
        rl.SetTraceLogLevel(rl.LOG_NONE)
        rl.SetConfigFlags(rl.FLAG_WINDOW_HIDDEN)
        rl.InitWindow(width, height, b"safe-area raylib reference")
        if RUNTIME_DIR is not None:
            shutil.rmtree(RUNTIME_DIR, True)
        if not rl.IsWindowReady():
            raise SystemExit("reference: raylib could not open a window (is an X server running?)")
        self.width = rl.GetScreenWidth()
        self.height = rl.GetScreenHeight()
        if self.width < width or self.height < height:
            # The X screen clamped the window: every frame larger than what
            # was given would be refused later, so refuse to start instead.
            rl.CloseWindow()
            raise SystemExit(
                f"reference: asked for a {width}x{height} window and got {self.width}x{self.height}; "
                f"the X screen is too small (run it under xvfb-run -s '-screen 0 {width}x{height}x24')"
            )
        self.gl = ctypes.CDLL("libGL.so.1")
        self.gl.glGetString.restype = ctypes.c_char_p
        self.gl.glPixelStorei(GL_PACK_ALIGNMENT, 1)
        self.renderer = (self.gl.glGetString(GL_RENDERER) or b"unknown").decode()
        self.buffer = ctypes.create_string_buffer(self.width * self.height * 4)

    def handshake(self):
        return {
            "reference": "raylib",
            "protocol": PROTOCOL,
            "raylib": package_version(),
            "renderer": self.renderer,
            "window": [self.width, self.height],
        }

    def begin(self, width, height):
        """A new frame of width x height in the window's top-left corner."""
        rl.BeginDrawing()
        rl.rlDrawRenderBatchActive()
        # SetupViewport(width, height), placed at the top of the window.
        rl.rlViewport(0, self.height - height, width, height)
        rl.rlMatrixMode(RL_PROJECTION)
        rl.rlLoadIdentity()
        rl.rlOrtho(0, width, height, 0, 0.0, 1.0)
        rl.rlMatrixMode(RL_MODELVIEW)
        rl.rlLoadIdentity()
        # A new context's scissor: the test off, the box the whole window;
        # and the pixels blank, as a new Canvas's are.
        rl.rlScissor(0, 0, self.width, self.height)
        rl.rlDisableScissorTest()
        rl.ClearBackground((0, 0, 0, 0))

    def end(self):
        # Unwind what the commands left pushed (extra pops do nothing), so
        # the next frame starts with an empty stack and rlgl's transform
        # matrix back at its value before the first push.
        for _ in range(MATRIX_STACK_SIZE):
            rl.rlPopMatrix()
        rl.rlDisableScissorTest()
        rl.EndBlendMode()
        # No EndDrawing: swapping would copy the whole window to the X
        # server each frame (most of a frame's cost), and the pixels are
        # read from the back buffer before it anyway.
        rl.rlDrawRenderBatchActive()

    def draw(self, payload, offset, count):
        unpack = struct.unpack_from
        for _ in range(count):
            op = payload[offset]
            offset += 1
            if op == CLEAR:
                (c,) = unpack("<I", payload, offset)
                offset += 4
                rl.ClearBackground(color(c))
            elif op == BEGIN_SCISSOR:
                x, y, w, h = unpack("<4i", payload, offset)
                offset += 16
                rl.BeginScissorMode(x, y, w, h)
            elif op == END_SCISSOR:
                rl.EndScissorMode()
            elif op == PUSH:
                rl.rlPushMatrix()
            elif op == POP:
                rl.rlPopMatrix()
            elif op == TRANSLATE:
                x, y = unpack("<2f", payload, offset)
                offset += 8
                rl.rlTranslatef(x, y, 0.0)
            elif op == RECTANGLE:
                x, y, w, h, c = unpack("<4iI", payload, offset)
                offset += 20
                rl.DrawRectangle(x, y, w, h, color(c))
            elif op == RECTANGLE_REC:
                x, y, w, h, c = unpack("<4fI", payload, offset)
                offset += 20
                rl.DrawRectangleRec((x, y, w, h), color(c))
            elif op == CIRCLE:
                x, y, r, c = unpack("<3fI", payload, offset)
                offset += 16
                rl.DrawCircleV((x, y), r, color(c))
            elif op == LINE:
                x0, y0, x1, y1, c = unpack("<4iI", payload, offset)
                offset += 20
                rl.DrawLine(x0, y0, x1, y1, color(c))
            elif op == LINE_EX:
                x0, y0, x1, y1, t, c = unpack("<5fI", payload, offset)
                offset += 24
                rl.DrawLineEx((x0, y0), (x1, y1), t, color(c))
            elif op == RECTANGLES:
                n, c = unpack("<II", payload, offset)
                offset += 8
                rgba = color(c)
                for x, y, w, h in struct.iter_unpack("<4i", payload[offset : offset + 16 * n]):
                    rl.DrawRectangle(x, y, w, h, rgba)
                offset += 16 * n
            elif op == CELLS:
                columns, rows, cw, ch, c = unpack("<IIiiI", payload, offset)
                offset += 20
                size = (columns * rows + 7) // 8
                bits = np.unpackbits(
                    np.frombuffer(payload, dtype=np.uint8, count=size, offset=offset), bitorder="little"
                )[: columns * rows]
                offset += size
                rgba = color(c)
                # As a scene draws a board: one DrawRectangle per live cell.
                for index in np.flatnonzero(bits).tolist():
                    row, column = divmod(index, columns)
                    rl.DrawRectangle(column * cw, row * ch, cw, ch, rgba)
            elif op == FLUSH:
                rl.rlDrawRenderBatchActive()
            elif op == NO_BLENDING:
                rl.rlSetBlendFactors(RL_ONE, RL_ZERO, RL_FUNC_ADD)
                rl.BeginBlendMode(rl.BLEND_CUSTOM)
            else:
                raise Refused(f"unknown command opcode {op} at byte {offset - 1}")
        if offset != len(payload):
            raise Refused(f"{len(payload) - offset} bytes after the last command")

    def read(self, width, height):
        """The frame's pixels, top row first, as little-endian u32 RGBA."""
        rl.rlDrawRenderBatchActive()
        self.gl.glReadPixels(0, self.height - height, width, height, GL_RGBA, GL_UNSIGNED_BYTE, self.buffer)
        pixels = np.frombuffer(self.buffer, dtype="<u4", count=width * height).reshape(height, width)
        return pixels[::-1]

    def frame(self, payload):
        kind = payload[0]
        width, height, count = struct.unpack_from("<HHI", payload, 1)
        if not (1 <= width <= self.width and 1 <= height <= self.height):
            raise Refused(f"a {width}x{height} frame does not fit the {self.width}x{self.height} window")
        start = 9
        if kind == TIME:
            (repeats,) = struct.unpack_from("<I", payload, start)
            start += 4
            began = time.perf_counter()
            for _ in range(repeats):
                self.begin(width, height)
                self.draw(payload, start, count)
                rl.rlDrawRenderBatchActive()
                self.gl.glFinish()
                self.end()
            return struct.pack("<d", time.perf_counter() - began)
        if kind not in (RENDER_RAW, RENDER_RUNS):
            raise Refused(f"unknown request kind {kind}")
        self.begin(width, height)
        try:
            self.draw(payload, start, count)
            pixels = self.read(width, height).reshape(-1)
        finally:
            self.end()
        if kind == RENDER_RAW:
            return pixels.tobytes()
        # Runs: (count, pixel) pairs, u32 each, in row order.
        changes = np.flatnonzero(pixels[1:] != pixels[:-1]) + 1
        starts = np.concatenate(([0], changes))
        lengths = np.diff(np.concatenate((starts, [pixels.size])))
        runs = np.empty((starts.size, 2), dtype="<u4")
        runs[:, 0] = lengths
        runs[:, 1] = pixels[starts]
        return runs.tobytes()


def package_version():
    try:
        from importlib.metadata import version

        return version("raylib")
    except Exception:
        return "unknown"


def self_test(renderer):
    """DrawRectangle(10, 5, 20, 10) on a 64x48 frame covers exactly x 10..29,
    y 5..14; ClearBackground inside BeginScissorMode clears only the scissor."""
    white, red = 0xFFFFFFFF, 0xFF3729E6
    commands = struct.pack("<BI", CLEAR, 0xFF000000)
    commands += struct.pack("<B4iI", RECTANGLE, 10, 5, 20, 10, white)
    commands += struct.pack("<B4i", BEGIN_SCISSOR, 40, 30, 8, 4) + struct.pack("<BI", CLEAR, red)
    pixels = np.frombuffer(
        renderer.frame(struct.pack("<BHHI", RENDER_RAW, 64, 48, 4) + commands), dtype="<u4"
    ).reshape(48, 64)
    expected = np.full((48, 64), 0xFF000000, dtype=np.uint32)
    expected[5:15, 10:30] = white
    expected[30:34, 40:48] = red
    wrong = np.argwhere(pixels != expected)
    if wrong.size:
        y, x = wrong[0]
        print(f"reference: pixel ({x}, {y}) is {pixels[y, x]:#010x}, expected {expected[y, x]:#010x} "
              f"({len(wrong)} pixels differ) on {renderer.renderer}", file=sys.stderr)
        return 1
    print(f"reference: raylib {package_version()} on {renderer.renderer} drew the test frame", file=sys.stderr)
    return 0


def read_exactly(stream, count):
    data = bytearray()
    while len(data) < count:
        chunk = stream.read(count - len(data))
        if not chunk:
            return None
        data += chunk
    return bytes(data)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--window", default="1024x1024", help="window size WxH, at least the largest frame")
    parser.add_argument("--self-test", action="store_true", help="draw one known frame, check its pixels, exit 0 or 1")
    arguments = parser.parse_args()
    try:
        width, height = (int(part) for part in arguments.window.lower().split("x"))
    except ValueError:
        parser.error(f"--window takes WxH, not {arguments.window!r}")
    renderer = Renderer(width, height)
    if arguments.self_test:
        sys.exit(self_test(renderer))
    stdin = sys.stdin.buffer
    stdout = PROTOCOL_OUT
    stdout.write((json.dumps(renderer.handshake()) + "\n").encode())
    stdout.flush()
    while True:
        header = read_exactly(stdin, 4)
        if header is None:
            break
        (length,) = struct.unpack("<I", header)
        payload = read_exactly(stdin, length)
        if payload is None:
            break
        try:
            answer, status = renderer.frame(payload), 0
        except (Refused, struct.error, IndexError, ValueError) as error:
            answer, status = str(error).encode(), 1
        stdout.write(struct.pack("<II", status, len(answer)))
        stdout.write(answer)
        stdout.flush()
    # The end of the input: leave now. Closing the window and finalizing
    # Python take a tenth of a second or more, long enough for the harness
    # to ask with SIGTERM, and the X server goes with xvfb-run anyway.
    leave(0)


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        # The harness went away (a short run ends while this renderer is
        # still starting in the background): nothing to answer, nothing
        # to report.
        os._exit(0)
