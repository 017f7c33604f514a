//! The catalog branch of the region generator: every catalog device's safe
//! region in pixels in every orientation, computed once, as
//! `Domain.catalogPixelRegions` does.
//!
//! The devices are Sources/SafeAreaGeometry/Devices/Device+Catalog.swift's
//! rows, in its order. Every catalog size and inset is a whole number of
//! points and every scale a whole number, so the pixel frame is the points
//! times the scale, with no rounding to port.

use crate::geometry::PixelRect;

/// A device row: portrait size in points, scale, portrait and landscape
/// insets in points (top, left, bottom, right).
struct Device {
    width: i64,
    height: i64,
    scale: i64,
    portrait: [i64; 4],
    landscape: [i64; 4],
}

const fn device(
    width: i64,
    height: i64,
    scale: i64,
    portrait: [i64; 4],
    landscape: [i64; 4],
) -> Device {
    Device {
        width,
        height,
        scale,
        portrait,
        landscape,
    }
}

const DEVICES: [Device; 13] = [
    device(320, 568, 2, [20, 0, 0, 0], [0, 0, 0, 0]), // iPhone SE (1st)
    device(375, 667, 2, [20, 0, 0, 0], [0, 0, 0, 0]), // iPhone 8, SE 2/3
    device(375, 812, 3, [44, 0, 34, 0], [0, 44, 21, 44]), // iPhone X, XS, 11 Pro
    device(414, 896, 3, [44, 0, 34, 0], [0, 44, 21, 44]), // iPhone XS Max, 11 Pro Max
    device(390, 844, 3, [47, 0, 34, 0], [0, 47, 21, 47]), // iPhone 12, 13, 14
    device(428, 926, 3, [47, 0, 34, 0], [0, 47, 21, 47]), // iPhone 12/13 Pro Max, 14 Plus
    device(375, 812, 3, [50, 0, 34, 0], [0, 50, 21, 50]), // iPhone 12 mini, 13 mini
    device(393, 852, 3, [59, 0, 34, 0], [0, 59, 21, 59]), // iPhone 14 Pro, 15, 15 Pro, 16
    device(430, 932, 3, [59, 0, 34, 0], [0, 59, 21, 59]), // iPhone 15 Pro Max, 15 Plus, 16 Plus
    device(402, 874, 3, [62, 0, 34, 0], [0, 62, 21, 62]), // iPhone 16 Pro
    device(440, 956, 3, [62, 0, 34, 0], [0, 62, 21, 62]), // iPhone 16 Pro Max
    device(834, 1194, 2, [24, 0, 20, 0], [24, 0, 20, 0]), // iPad Pro 11 (2018-22)
    device(810, 1080, 2, [20, 0, 0, 0], [20, 0, 0, 0]), // iPad 10.2 (home button)
];

/// The number of catalog devices.
pub const DEVICE_COUNT: usize = DEVICES.len();
/// portrait, portraitUpsideDown, landscapeLeft, landscapeRight.
pub const ORIENTATIONS: usize = 4;

/// The regions, device `d` in orientation `o` at `d * ORIENTATIONS + o`;
/// an empty region is 1x1 at the origin, as in the Swift table.
pub fn pixel_regions() -> Vec<PixelRect> {
    let mut regions = Vec::with_capacity(DEVICE_COUNT * ORIENTATIONS);
    for device in &DEVICES {
        for orientation in 0..ORIENTATIONS {
            let landscape = orientation >= 2;
            let (width, height) = if landscape {
                (device.height, device.width)
            } else {
                (device.width, device.height)
            };
            let [top, left, bottom, right] = if landscape {
                device.landscape
            } else {
                device.portrait
            };
            let s = device.scale;
            let w = (width - left - right) * s;
            let h = (height - top - bottom) * s;
            regions.push(if w > 0 && h > 0 {
                PixelRect::new(left * s, top * s, w, h)
            } else {
                PixelRect::new(0, 0, 1, 1)
            });
        }
    }
    regions
}
