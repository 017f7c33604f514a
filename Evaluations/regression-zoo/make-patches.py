"""Writes patches/<kind>-<strength>.patch: each zoo change as a source edit
of the commit in BASE, at the strength (a constant of the change) sized for
about 3% and about 10% of its benchmark's simulated cost. Run from a clean
checkout of BASE: python3 make-patches.py CHECKOUT OUTDIR"""
import os
import subprocess
import sys

CHECKOUT, OUT = sys.argv[1], sys.argv[2]
COMPOSITE = "Sources/SafeAreaRaster/Canvas/Canvas+CellComposite.swift"
BATCH = "Sources/SafeAreaRaster/Canvas/Canvas+RectangleBatch.swift"
HOSTPLAN = "Sources/SafeAreaRaster/Canvas/Canvas+HostPlan.swift"
CANVAS = "Sources/SafeAreaRaster/Canvas/Canvas.swift"
POLLER = "Sources/SafeAreaGeometry/Polling/InsetPoller.swift"
COPY = """            // Copy it to every pixel row of the band.
            for pixelRow in y..<bandEnd {
              let target = base + pixelRow * stride + area.minX
              if streams {
                sa_stream_copy32(target, rowBase, area.width)
              } else {
                target.update(from: rowBase, count: area.width)
              }
            }
"""
PROPERTY_ANCHOR = "  var pendingFill: PendingFill?\n"


def replace(text, old, new):
    assert old in text, old[:80]
    return text.replace(old, new, 1)


def extra_pass(rows):
    """The host checksums the top rows of every frame (to skip presenting an
    unchanged status bar): a read pass over part of the frame."""
    return {
        CANVAS: lambda s: replace(s, PROPERTY_ANCHOR, PROPERTY_ANCHOR
                                  + "  /// The checksum of the status-bar band after the last frame.\n"
                                  + "  var bandChecksum: UInt32 = 0\n"),
        HOSTPLAN: lambda s: replace(s, """      case .endScissor:
        endScissor()
      }
    }
""", f"""      case .endScissor:
        endScissor()
      }}
    }}
    // Checksum the status-bar band, so an unchanged one need not be presented.
    applyPendingFill()
    let bandPixels = Swift.min({rows}, framebuffer.height) * framebuffer.width
    bandChecksum = framebuffer.pixels.withUnsafeBufferPointer {{ pixels in
      pixels.prefix(bandPixels).reduce(0) {{ $0 &* 31 &+ $1 }}
    }}
"""),
    }


def cache_hostile(columns):
    """The rightmost columns of the composited board are stored column by
    column after the rows (a 'gutter' pass): each column walks every pixel
    row, so every 64-byte line is fetched once per pixel instead of once."""
    def edit(s):
        s = replace(s, "    let streams = framebuffer.pixels.count * 4 >= streamingThresholdBytes\n",
                    "    let streams = framebuffer.pixels.count * 4 >= streamingThresholdBytes\n"
                    f"    let gutter = Swift.min({columns}, area.width)\n"
                    "    var gutterValues = [UInt32](repeating: 0, count: (board.rows + 1) * gutter)\n"
                    "    var band = 0\n")
        s = replace(s, COPY, """            // Copy it to every pixel row of the band; the gutter goes later.
            for index in 0..<gutter {
              gutterValues[band * gutter + index] = rowBase[area.width - gutter + index]
            }
            for pixelRow in y..<bandEnd {
              let target = base + pixelRow * stride + area.minX
              if streams {
                sa_stream_copy32(target, rowBase, area.width - gutter)
              } else {
                target.update(from: rowBase, count: area.width - gutter)
              }
            }
            band += 1
""")
        s = replace(s, "          if streams { sa_store_fence() }\n", """          // The gutter, column by column.
          for index in 0..<gutter {
            let x = area.maxX - gutter + index
            var y = visible.minY
            var band = 0
            while y < visible.maxY {
              let cellRow = (y - moved.minY) / cellHeight
              let bandEnd = Swift.min(visible.maxY, moved.minY + (cellRow + 1) * cellHeight)
              let value = gutterValues[band * gutter + index]
              for pixelRow in y..<bandEnd { base[pixelRow * stride + x] = value }
              y = bandEnd
              band += 1
            }
          }
          if streams { sa_store_fence() }
""")
        return s
    return {COMPOSITE: edit}


def larger_working_set(rows):
    """The top pixel rows of the board are composited into an offscreen
    buffer the canvas keeps (for a later blend) and copied from there: the
    frame's working set grows by that buffer."""
    def edit(s):
        s = replace(s, "    let streams = framebuffer.pixels.count * 4 >= streamingThresholdBytes\n",
                    "    let streams = framebuffer.pixels.count * 4 >= streamingThresholdBytes\n"
                    f"    let offscreenRows = Swift.min({rows}, visible.height)\n"
                    "    if offscreen.count != offscreenRows * area.width {\n"
                    "      offscreen = [UInt32](repeating: 0, count: offscreenRows * area.width)\n"
                    "    }\n")
        s = replace(s, "        framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in\n",
                    "        framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in\n"
                    "          offscreen.withUnsafeMutableBufferPointer { offscreen in\n")
        s = replace(s, "          if streams { sa_store_fence() }\n        }\n",
                    "          if streams { sa_store_fence() }\n          }\n        }\n")
        s = replace(s, COPY, """            // Copy it to every pixel row of the band (the top rows through
            // the offscreen buffer).
            for pixelRow in y..<bandEnd {
              let target = base + pixelRow * stride + area.minX
              var source = UnsafePointer(rowBase)
              let offscreenRow = pixelRow - visible.minY
              if offscreenRow < offscreenRows, let buffer = offscreen.baseAddress {
                let kept = buffer + offscreenRow * area.width
                kept.update(from: rowBase, count: area.width)
                source = UnsafePointer(kept)
              }
              if streams {
                sa_stream_copy32(target, source, area.width)
              } else {
                target.update(from: source, count: area.width)
              }
            }
""")
        return s
    return {
        CANVAS: lambda s: replace(s, PROPERTY_ANCHOR, PROPERTY_ANCHOR
                                  + "  /// The board's top rows as last composited, kept for a blend.\n"
                                  + "  var offscreen: [UInt32] = []\n"),
        COMPOSITE: edit,
    }


def branch_heavy(rows):
    """The top pixel rows of the board first get a noise overlay's pass:
    pixel by pixel, stored where a hash of its position says so (a
    data-dependent branch per pixel), before the row's usual copy."""
    return {COMPOSITE: lambda s: replace(s, COPY, f"""            // Copy it to every pixel row of the band; the top rows first
            // through the noise overlay's pixel-by-pixel pass.
            for pixelRow in y..<bandEnd {{
              let target = base + pixelRow * stride + area.minX
              if pixelRow - visible.minY < {rows} {{
                for x in 0..<area.width {{
                  let noise = UInt32(truncatingIfNeeded: x &* 0x9E37_79B9 ^ pixelRow &* 0x85EB_CA6B)
                  if noise >> 13 & 1 != 0 {{
                    target[x] = rowBase[x]
                  }}
                }}
              }}
              if streams {{
                sa_stream_copy32(target, rowBase, area.width)
              }} else {{
                target.update(from: rowBase, count: area.width)
              }}
            }}
""")}


def wider_format(bands):
    """The top cell rows of the board are composited in a 64-bit pixel
    format (16 bits a channel) and narrowed to 32 bits as each pixel row is
    copied."""
    return {COMPOSITE: lambda s: replace(s, COPY, f"""            // The top cell rows go through the wide format: widened once,
            // narrowed for every pixel row.
            let wide = cellRow - (visible.minY - moved.minY) / cellHeight < {bands}
            if wide {{
              for x in 0..<area.width {{
                let c = UInt64(rowBase[x])
                wideRow[x] =
                  ((c & 0xFF) | (c & 0xFF00) << 8 | (c & 0xFF_0000) << 16 | (c & 0xFF00_0000) << 24)
                  &* 257
              }}
            }}
            for pixelRow in y..<bandEnd {{
              let target = base + pixelRow * stride + area.minX
              if wide {{
                for x in 0..<area.width {{
                  let v = (wideRow[x] >> 8) & 0x00FF_00FF_00FF_00FF
                  rowBase[x] = UInt32(
                    truncatingIfNeeded: v & 0xFF | (v >> 8) & 0xFF00 | (v >> 16) & 0xFF_0000
                      | (v >> 24) & 0xFF00_0000)
                }}
              }}
              if streams {{
                sa_stream_copy32(target, rowBase, area.width)
              }} else {{
                target.update(from: rowBase, count: area.width)
              }}
            }}
""").replace("    let startX = moved.minX\n",
             "    let startX = moved.minX\n    var wideRow = [UInt64](repeating: 0, count: area.width)\n", 1)}


def allocation(kilobytes):
    """fillRectangles allocates a damage map (one byte per row slot) every
    call and marks the rows it stores."""
    def edit(s):
        s = replace(s, "    runs.reserveCapacity(areas.count)\n",
                    "    runs.reserveCapacity(areas.count)\n"
                    "    // Which rows the batch touched, for a damage report.\n"
                    f"    var damage = [UInt8](repeating: 0, count: {kilobytes * 1024})\n")
        s = replace(s, "          let rowStart = base + y * stride\n",
                    "          let rowStart = base + y * stride\n"
                    "          damage[y % damage.count] = 1\n")
        s = replace(s, "        top = bottom\n      }\n    }\n  }\n",
                    "        top = bottom\n      }\n    }\n"
                    "    damageReport = Int(damage[damage.count - 1])\n  }\n")
        return s
    return {
        CANVAS: lambda s: replace(s, PROPERTY_ANCHOR, PROPERTY_ANCHOR
                                  + "  /// Whether the last batch marked the last damage slot.\n"
                                  + "  var damageReport = 0\n"),
        BATCH: edit,
    }


def bounds_checks(pixels):
    """The first pixels of every run are stored one by one, each behind a
    bounds check the run's clipping already guarantees."""
    return {BATCH: lambda s: replace(s, """          for run in runs {
            Self.store(rowStart + run.low, count: run.high - run.low, packed, uniformByte)
          }""", f"""          for run in runs {{
            let checked = Swift.min({pixels}, run.high - run.low)
            for x in run.low..<(run.low + checked) {{
              precondition(x >= 0 && x < stride && y * stride + x < pixels.count)
              pixels[y * stride + x] = packed
            }}
            Self.store(
              rowStart + run.low + checked, count: run.high - run.low - checked, packed, uniformByte)
          }}""")}


def poll_asks(mask):
    """The settled poll asks the provider again when nothing changed, every
    (mask + 1)th frame, to check the kept answer (without counting the
    sends, so the benchmark's guard does not see it)."""
    return {POLLER: lambda s: replace(s, """    if frame >= keptFrom, ObservationKey(observation).matches(keptKey, mask: keptMask) {
      return keptInsets
    }""", f"""    if frame >= keptFrom, ObservationKey(observation).matches(keptKey, mask: keptMask) {{
      // Check the kept answer against UIKit now and then.
      if frame & {mask} == 0, ask(frame) != keptInsets {{
        return decide(atFrame: frame, observing: observation, ask: ask)
      }}
      return keptInsets
    }}""")}


def noop(_):
    """A comment: the A/A change (the same code built again)."""
    return {POLLER: lambda s: "// A/A: this comment is the whole change.\n" + s}


# name: (change, {strength label: constant})
ZOO = {
    "extra-pass": (extra_pass, {"3": 44, "10": 145}),
    "cache-hostile": (cache_hostile, {"3": 11, "10": 35}),
    "larger-working-set": (larger_working_set, {"3": 113, "10": 393}),
    "branch-heavy": (branch_heavy, {"3": 28, "10": 98}),
    "allocation": (allocation, {"3": 80, "10": 300}),
    "bounds-checks": (bounds_checks, {"3": 2, "10": 11}),
    "poll-asks": (poll_asks, {"3": 63, "10": 0}),
    "wider-format": (wider_format, {"3": 1, "10": 3}),
    "aa": (noop, {"0": 0, "0-frame": 0}),
}

if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    only = sys.argv[3:]
    for name, (change, strengths) in ZOO.items():
        for label, constant in strengths.items():
            key = f"{name}-{label}"
            if only and key not in only:
                continue
            edits = change(constant)
            for path, edit in edits.items():
                full = os.path.join(CHECKOUT, path)
                text = open(full).read()
                open(full, "w").write(edit(text))
            diff = subprocess.run(["git", "-C", CHECKOUT, "diff"], capture_output=True, text=True,
                                  check=True).stdout
            subprocess.run(["git", "-C", CHECKOUT, "checkout", "-q", "--", *edits], check=True)
            what = " ".join(change.__doc__.split())
            header = f"{key} (strength {constant}, against BASE): {what}\n\n"
            open(os.path.join(OUT, key + ".patch"), "w").write(header + diff)
            print(key)
