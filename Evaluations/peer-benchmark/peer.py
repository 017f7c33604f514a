"""Hypothesis peers of two of the fuzzer's properties, for Evaluations/peer-benchmark/peer-benchmark.

clip.wellFormed: the scene box offset into the region and intersected with it
(the engine's clipRect, ported) is None exactly when the box misses, otherwise
a rectangle with area inside the region, equal to the exact overlap
(computed independently, as the Swift oracle does).

host.sceneInsideRegion: a host frame on a small screen (at most 96 px a side,
insets from the generator) starts from stale pixels, clears, scissors to the
safe region, translates, and draws a scene that overshoots the region by up to
200 px (four bars); afterwards every pixel outside the region is the clear
colour. The Swift property also draws corner circles and a diagonal line and
sometimes a clip-box scene; the peer keeps the frame and the check, so it does
comparable per-case work in plain Python.

Prints one JSON object: cases run, seconds, cases per second, per property.
usage: python peer.py SECONDS_PER_PROPERTY
"""
import json
import sys
import time

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

INT_MAX = 2**63 - 1
INT_MIN = -(2**63)


def intersection(a, b):
    """Rectangles are (x, y, width, height); None when the overlap has no area."""
    if a[2] <= 0 or a[3] <= 0 or b[2] <= 0 or b[3] <= 0:
        return None
    left, top = max(a[0], b[0]), max(a[1], b[1])
    right = min(min(a[0] + a[2], INT_MAX), min(b[0] + b[2], INT_MAX))
    bottom = min(min(a[1] + a[3], INT_MAX), min(b[1] + b[3], INT_MAX))
    if right <= left or bottom <= top:
        return None
    return (left, top, right - left, bottom - top)


def clip_rect(box, region):
    moved = (max(INT_MIN, min(INT_MAX, box[0] + region[0])),
             max(INT_MIN, min(INT_MAX, box[1] + region[1])), box[2], box[3])
    return intersection(moved, region)


def exact_overlap(a, b):
    xs = range(max(a[0], b[0]), min(a[0] + a[2], b[0] + b[2]))
    ys = range(max(a[1], b[1]), min(a[1] + a[3], b[1] + b[3]))
    if a[2] <= 0 or a[3] <= 0 or b[2] <= 0 or b[3] <= 0 or len(xs) == 0 or len(ys) == 0:
        return None
    return (xs.start, ys.start, len(xs), len(ys))


regions = st.tuples(st.integers(0, 300), st.integers(0, 300),
                    st.integers(1, 3000), st.integers(1, 3000))


@st.composite
def region_and_box(draw):
    region = draw(regions)
    width, height = region[2], region[3]
    box = (draw(st.integers(-2 * width, 2 * width)), draw(st.integers(-2 * height, 2 * height)),
           draw(st.integers(-20, 3 * max(width, height))),
           draw(st.integers(-20, 3 * max(width, height))))
    return region, box


def check_clip(region, box):
    clip = clip_rect(box, region)
    if clip is not None:
        assert clip[2] > 0 and clip[3] > 0
        assert intersection(clip, region) == clip
    moved = (box[0] + region[0], box[1] + region[1], box[2], box[3])
    assert clip == exact_overlap(moved, region)


@st.composite
def pixel_scenes(draw):
    width, height = draw(st.integers(1, 96)), draw(st.integers(1, 96))
    wide = draw(st.integers(0, 4)) == 0
    top = draw(st.integers(0, height if wide else height // 2))
    left = draw(st.integers(0, width if wide else width // 2))
    bottom = draw(st.integers(0, height if wide else height // 2))
    right = draw(st.integers(0, width if wide else width // 2))
    w, h = width - left - right, height - top - bottom
    region = (left, top, w, h) if w > 0 and h > 0 else None
    return (width, height), region, draw(st.integers(0, 200))


STALE, CLEAR, BACKGROUND, SCENE = 1, 0, 2, 3


def check_host_frame(screen, region, overshoot):
    width, height = screen
    pixels = [STALE] * (width * height)

    def fill(rect, colour, scissor):
        area = intersection(rect, scissor) if scissor else intersection(rect, (0, 0, width, height))
        if area is None:
            return
        x, y, w, h = area
        for row in range(y, y + h):
            start = row * width + x
            pixels[start:start + w] = [colour] * w

    fill((0, 0, width, height), CLEAR, None)
    if region is not None:
        scissor = intersection(region, (0, 0, width, height))
        if scissor is not None:
            rx, ry, rw, rh = region
            fill(scissor, BACKGROUND, scissor)
            o, bar = overshoot, 16
            for x, y, w, h in ((-o, -o, rw + 2 * o, o + bar), (-o, rh - bar, rw + 2 * o, o + bar),
                               (-o, -o, o + bar, rh + 2 * o), (rw - bar, -o, o + bar, rh + 2 * o)):
                fill((x + rx, y + ry, w, h), SCENE, scissor)
    for index, colour in enumerate(pixels):
        x, y = index % width, index // width
        inside = region is not None and region[0] <= x < region[0] + region[2] \
            and region[1] <= y < region[1] + region[3]
        assert inside or colour == CLEAR, f"pixel ({x}, {y}) outside the region is {colour}"


def measure(name, strategy, check, seconds):
    count = 0

    @settings(max_examples=10**9, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def run(value):
        nonlocal count
        count += 1
        check(*value)
        if time.perf_counter() > stop:
            raise TimeUp()

    class TimeUp(Exception):
        pass

    start = time.perf_counter()
    stop = start + seconds
    try:
        run()
    except TimeUp:
        pass
    elapsed = time.perf_counter() - start
    return {"property": name, "cases": count, "seconds": round(elapsed, 3),
            "cases_per_second": round(count / elapsed, 1)}


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    results = [
        measure("clip.wellFormed", region_and_box(), check_clip, seconds),
        measure("host.sceneInsideRegion", pixel_scenes(), check_host_frame, seconds),
    ]
    import hypothesis
    print(json.dumps({"hypothesis": hypothesis.__version__,
                      "python": sys.version.split()[0], "results": results}))


if __name__ == "__main__":
    main()
