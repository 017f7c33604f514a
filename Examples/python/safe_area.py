"""A raylib-style host's safe-area code in Python, written from the line
protocol's documentation (LineProtocol.md) and DESIGN's rules, not from the
Swift engine: every function of protocol 1 and `pollInsets` of protocol 4,
so the whole wire is exercised.

Values are the protocol's: pixel rects [x, y, width, height] of 64-bit
integers whose sums saturate, points [x, y], sizes [width, height], insets
[top, left, bottom, right], doubles that may arrive as the strings "NaN",
"Infinity" and "-Infinity".

`SafeArea(bugs)` plants bugs by name:
  clip            a scene box outside the region gives a negative width, not None
  receive-insets  insets are read as [left, top, right, bottom] (a misread request)
  answer-size     pixel frames are answered as [x, y, height, width] (a wrong answer)
  poll-first-top-inset  the poller asks every frame until an answer's top inset is
                  non-zero, then keeps that answer forever (stale after a rotation;
                  launched in landscape, top inset 0, it asks until it turns upright)
  poll-first-non-zero   the poller never asks again after its first non-zero answer
  poll-every-frame      the poller asks on every frame forever
  back-button-at-screen-margin  the Back button (`back_button`) is placed at the
                  screen's margin (16, 16) instead of the region's

`SafeArea(bugs, back_button=True)` draws the host's own Back button in its
plan (see `host_plan`).
"""
import math

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
INT32_MAX = 2**31 - 1
# Products within this relative error of a whole pixel are that pixel, so
# 27 pt at a scale of 7/3 is 63 px, not 64 (the engine's PixelRounding).
WHOLE_TOLERANCE = 4 * 2.220446049250313e-16
BUGS = ("clip", "receive-insets", "answer-size", "poll-first-top-inset", "poll-first-non-zero",
        "poll-every-frame", "back-button-at-screen-margin")
POLLING_BUGS = ("poll-first-top-inset", "poll-first-non-zero", "poll-every-frame")
# The recommended poller asks for this many frames after every change of what
# it sees: one frame more than the longest transition (36 frames, the
# foldable's), so its last ask gets the settled insets.
SETTLE_FRAMES = 37
# The Back button: 88 x 44 px, 16 px in from the region's top left, its
# label's box 12 px inside it.
BUTTON_MARGIN, BUTTON_SIZE, LABEL_INSET, LABEL_SIZE = 16, (88, 44), 12, (64, 20)


def number(value):
    """A protocol double: a JSON number, or one of the three strings."""
    if isinstance(value, str):
        return {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf}[value]
    return float(value)


def sat(value):
    return max(INT64_MIN, min(INT64_MAX, value))


def round_half_away(value):
    whole = math.floor(abs(value))
    if abs(value) - whole >= 0.5:
        whole += 1
    return math.copysign(whole, value)


def nearest_whole(value):
    if not math.isfinite(value):
        return None
    whole = round_half_away(value)
    return whole if abs(value - whole) <= WHOLE_TOLERANCE * abs(whole) else None


def pixels_up(value):
    whole = nearest_whole(value)
    return whole if whole is not None else math.ceil(value) if math.isfinite(value) else value


def pixels_down(value):
    whole = nearest_whole(value)
    return whole if whole is not None else math.floor(value) if math.isfinite(value) else value


def checked_pixel(value, name):
    """A pixel count within 32 bits; beyond it the protocol answers an error."""
    if math.isnan(value) or abs(value) > INT32_MAX:
        raise ValueError(f"{name} is {value} pixels, outside the 32-bit pixel range")
    return int(value)


def intersect(a, b):
    """The overlap of two pixel rects, None when it has no area."""
    if a[2] <= 0 or a[3] <= 0 or b[2] <= 0 or b[3] <= 0:
        return None
    left, top = max(a[0], b[0]), max(a[1], b[1])
    right = min(sat(a[0] + a[2]), sat(b[0] + b[2]))
    bottom = min(sat(a[1] + a[3]), sat(b[1] + b[3]))
    if right <= left or bottom <= top:
        return None
    return [left, top, sat(right - left), sat(bottom - top)]


class Poller:
    """The host's inset poller, fresh at launch. `step` takes one frame of a
    session (what the host sees, and UIKit's answer, read only when asking)
    and says whether it asked and which insets it drew with.

    The recommended policy: zeros and no asking before layout; after layout,
    ask on every frame for SETTLE_FRAMES frames after each change of the
    layout pass, the window's size or its orientation, then keep the last
    answer and stop asking (a device without insets then costs nothing)."""

    def __init__(self, bug=None):
        self.bug = bug
        self.seen = None  # (layout, size, orientation) the cache is for
        self.cached = None
        self.ask_until = 0
        self.frame = 0

    def step(self, frame):
        index, self.frame = self.frame, self.frame + 1
        if self.bug is not None:
            return self.planted(frame)
        if frame["layout"] is None:
            return {"asked": False, "insets": [0.0, 0.0, 0.0, 0.0]}
        seen = (frame["layout"], tuple(frame["size"]), frame["orientation"])
        if seen != self.seen:
            self.seen, self.cached, self.ask_until = seen, None, index + SETTLE_FRAMES
        if self.cached is not None and index >= self.ask_until:
            return {"asked": False, "insets": self.cached}
        self.cached = frame["answer"]
        return {"asked": True, "insets": self.cached}

    def planted(self, frame):
        """The planted polling bugs, each blind to layout and the window."""
        if self.bug == "poll-every-frame":
            return {"asked": True, "insets": frame["answer"]}
        if self.cached is not None:
            return {"asked": False, "insets": self.cached}
        answer = frame["answer"]
        top_only = self.bug == "poll-first-top-inset"
        if (number(answer[0]) != 0) if top_only else any(number(v) != 0 for v in answer):
            self.cached = answer
        return {"asked": True, "insets": answer}


class SafeArea:
    def __init__(self, bugs=(), back_button=False):
        unknown = set(bugs) - set(BUGS)
        if unknown:
            raise ValueError(f"unknown bug {sorted(unknown)} (known: {', '.join(BUGS)})")
        self.bugs = set(bugs)
        self.back_button = back_button or "back-button-at-screen-margin" in self.bugs

    def insets(self, raw):
        top, left, bottom, right = (number(v) for v in raw)
        if "receive-insets" in self.bugs:
            top, left, bottom, right = left, top, right, bottom
        return top, left, bottom, right

    def region(self, screen, insets):
        """(width, height, top, left, bottom, right, frame) of a valid safe
        region, frame None when the insets meet; None when invalid."""
        width, height = (number(v) for v in screen)
        top, left, bottom, right = self.insets(insets)
        values = (width, height, top, left, bottom, right)
        if not all(math.isfinite(v) and v >= 0 for v in values):
            return None
        w = width - (left + right)
        h = height - (top + bottom)
        frame = [left, top, w, h] if w > 0 and h > 0 and math.isfinite(w) and math.isfinite(h) else None
        return width, height, top, left, bottom, right, frame

    def safe_frame(self, screen, insets):
        region = self.region(screen, insets)
        return None if region is None else region[6]

    def pixel_frame(self, screen, insets, scale):
        """Invalid input and values beyond 32 bits raise ValueError, which
        host.py answers as the protocol's error."""
        region = self.region(screen, insets)
        s = number(scale)
        if region is None or not (math.isfinite(s) and s > 0):
            raise ValueError("a screen, insets or scale pixelFrame refuses")
        width, height, top, left, bottom, right, frame = region
        screen_w = checked_pixel(pixels_down(width * s), "screen.width")
        screen_h = checked_pixel(pixels_down(height * s), "screen.height")
        if frame is None:
            return None
        t, l, b, r = (checked_pixel(pixels_up(v * s), f"insets.{name}")
                      for v, name in ((top, "top"), (left, "left"), (bottom, "bottom"), (right, "right")))
        w, h = screen_w - l - r, screen_h - t - b
        if w <= 0 or h <= 0:
            return None
        if "answer-size" in self.bugs:
            return [l, t, h, w]
        return [l, t, w, h]

    def clip_rect(self, box, region):
        bx, by, bw, bh = box
        rx, ry, rw, rh = region
        x, y = sat(bx + rx), sat(by + ry)
        left, top = max(x, rx), max(y, ry)
        right = min(sat(x + bw), sat(rx + rw))
        bottom = min(sat(y + bh), sat(ry + rh))
        missed = right <= left or bottom <= top or bw <= 0 or bh <= 0 or rw <= 0 or rh <= 0
        if missed and "clip" not in self.bugs:
            return None
        return [left, top, right - left, bottom - top]

    def into_safe_region(self, points, region):
        return [[number(x) - region[0], number(y) - region[1]] for x, y in points]

    def below_safe_area(self, point, region):
        return [number(point[0]) + region[0], number(point[1]) + region[1]]

    def host_plan(self, screen, region):
        """Clear the whole screen, then scissor to the region (clipped to the
        screen), push, translate, draw, pop, end the scissor; then the Back
        button, if the host has one."""
        safe = None if region is None else intersect(region, [0, 0, screen[0], screen[1]])
        if safe is None:
            return [["clearBackground"]]
        x, y, w, h = safe
        return [["clearBackground"], ["beginScissor", x, y, w, h], ["pushMatrix"], ["translate", x, y],
                ["drawScene", w, h], ["popMatrix"], ["endScissor"]] + self.chrome(safe)

    def chrome(self, safe):
        """The Back button, drawn after the scissor ends: a rectangle and its
        label's box at the region's margin, only when the region has room
        for it (a region smaller than the button would put it in a band)."""
        x, y, w, h = safe
        if not self.back_button or w < BUTTON_MARGIN + BUTTON_SIZE[0] or h < BUTTON_MARGIN + BUTTON_SIZE[1]:
            return []
        if "back-button-at-screen-margin" in self.bugs:
            x, y = 0, 0  # planted: the screen's margin, under the notch in landscape
        bx, by = x + BUTTON_MARGIN, y + BUTTON_MARGIN
        return [["drawRect", bx, by, *BUTTON_SIZE],
                ["drawText", bx + LABEL_INSET, by + LABEL_INSET, *LABEL_SIZE]]

    def poll_insets(self, frames):
        """A fresh poller run over a session's frames, one step a frame."""
        bug = next((b for b in POLLING_BUGS if b in self.bugs), None)
        poller = Poller(bug)
        return [poller.step(frame) for frame in frames]

    def automaton_grid(self, region):
        """90 target columns, cells at least 4 px wide, at most 110 rows, the
        row height chosen so the rows fill the height."""
        width, height = max(0, region[0]), max(0, region[1])
        cell_width = max(4, width // 90)
        rows = min(110, height)
        return {"cellWidth": cell_width, "rowHeight": height // rows if rows > 0 else 1,
                "columns": width // cell_width, "rows": rows}

    def life_grid(self, region, budget):
        """The smallest square cell whose grid fits the budget."""
        if budget < 1:
            return None
        width, height = max(0, region[0]), max(0, region[1])
        if width == 0 or height == 0:
            return {"cellSize": 1, "columns": 0, "rows": 0}

        def fits(size):
            cells = (width // size) * (height // size)
            return cells <= INT64_MAX and cells <= budget

        low, high = 1, max(width, height)
        while low < high:
            middle = low + (high - low) // 2
            if fits(middle):
                high = middle
            else:
                low = middle + 1
        return {"cellSize": low, "columns": width // low, "rows": height // low}

    def functions(self):
        """The protocol's functions, by name, over a request's `args`."""
        return {
            "safeFrame": lambda a: self.safe_frame(a["screen"], a["insets"]),
            "pixelFrame": lambda a: self.pixel_frame(a["screen"], a["insets"], a["scale"]),
            "clipRect": lambda a: self.clip_rect(a["box"], a["region"]),
            "intoSafeRegion": lambda a: self.into_safe_region(a["points"], a["region"]),
            "belowSafeArea": lambda a: self.below_safe_area(a["point"], a["region"]),
            "hostPlan": lambda a: {"commands": self.host_plan(a["screen"], a["region"])},
            "automatonGrid": lambda a: self.automaton_grid(a["region"]),
            "lifeGrid": lambda a: self.life_grid(a["region"], a["budget"]),
            "pollInsets": lambda a: self.poll_insets(a["frames"]),
        }
